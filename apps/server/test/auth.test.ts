import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newRegistration, register, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { refreshCookieOf, sessionCalls } from './support/sessions';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const checkSession = (cookie: string) => sessionCalls(t).checkSession(cookie);
  const refresh = (cookie: string) => sessionCalls(t).refresh(cookie);

  describe('POST /api/auth/login', () => {
    it('signs in a verified user with httpOnly cookies', async () => {
      const user = await signUp(t);
      const response = await login(t, user.username, user.password);
      expect(response.statusCode).toBe(200);
      const access = response.cookies.find((c) => c.name === 'rs_access');
      const refreshCookie = response.cookies.find((c) => c.name === 'rs_refresh');
      expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(refreshCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
      expect((await checkSession(cookiesFrom(response))).json()).toEqual({ loggedIn: true });
    });

    it('accepts the username in any case', async () => {
      const user = await signUp(t);
      expect((await login(t, user.username.toUpperCase(), user.password)).statusCode).toBe(200);
    });

    it('gives the same 401 for an unknown user and a wrong password', async () => {
      const user = await signUp(t);
      const wrongPassword = await login(t, user.username, 'not-the-password');
      const unknownUser = await login(t, 'no_such_user', 'whatever-123');
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownUser.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(unknownUser.json());
      expect(wrongPassword.json().message).toBe('Invalid username or password');
      expect(wrongPassword.cookies).toHaveLength(0);
    });

    it('refuses an unverified user with 403 that says so', async () => {
      const payload = newRegistration();
      await register(t, payload);
      const response = await login(t, payload.username, payload.password);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Email Not Verified');
      expect(response.json().message).toMatch(/verify your email/);
    });

    it('requires both fields (400)', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/password/);
    });
  });

  describe('refresh tokens', () => {
    it('rotate on every refresh: the new one works, the access token is renewed', async () => {
      const user = await signUp(t);
      const first = await refresh(user.cookie);
      expect(first.statusCode).toBe(200);
      const rotated = cookiesFrom(first, user.cookie);
      expect(refreshCookieOf(rotated)).not.toBe(refreshCookieOf(user.cookie));
      expect((await refresh(rotated)).statusCode).toBe(200);
    });

    it('check-session says signed in from a valid refresh token alone, and sets no cookie', async () => {
      const user = await signUp(t);
      const local = user.cookie
        .split('; ')
        .filter((c) => !c.startsWith('rs_access='))
        .join('; ');
      const response = await checkSession(local);
      expect(response.json()).toEqual({ loggedIn: true });
      expect(response.cookies).toEqual([]);
    });

    it('a refresh without a token is 401; check-session then says logged out', async () => {
      expect((await refresh('')).statusCode).toBe(401);
      expect((await checkSession('')).json()).toEqual({ loggedIn: false });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the session and clears the cookies', async () => {
      const user = await signUp(t);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(200);
      const cleared = response.cookies.filter((c) => c.value === '').map((c) => c.name);
      expect(cleared.sort()).toEqual(['rs_access', 'rs_refresh']);
      expect((await refresh(user.cookie)).statusCode).toBe(401);
    });
  });

  describe('access tokens', () => {
    it('expire after their lifetime', async () => {
      const local = await createTestApp(dialect, { ACCESS_TOKEN_TTL_SECONDS: '60' });
      try {
        const user = await signUp(local);
        const me = () =>
          local.app.inject({ method: 'GET', url: '/api/db/users/get', headers: { cookie: user.cookie } });
        expect((await me()).statusCode).toBe(200);
        local.advance(61_000);
        expect((await me()).statusCode).toBe(401);
      } finally {
        await local.close();
      }
    });
  });

  describe('rate limit', () => {
    it('stops repeated sign-in attempts for one username with 429', async () => {
      const local = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '3' });
      try {
        const user = await signUp(local);
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1)
          statuses.push((await login(local, user.username, 'wrong-password')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
        const blocked = await login(local, user.username, user.password);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().message).toMatch(/Too many sign-in attempts/);
        local.advance(16 * 60 * 1000);
        expect((await login(local, user.username, user.password)).statusCode).toBe(200);
      } finally {
        await local.close();
      }
    });
  });
});

describe('the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('reports database and live events at /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      databaseKind: 'sqlite',
      liveEvents: 'ok',
      // No background job runs in a test app: each kind is listed, none has passed yet.
      jobs: expect.arrayContaining([
        { kind: 'game scheduler', step: 'games', lastSuccessAt: null, lastFailureAt: null, quarantined: 0 },
        { kind: 'waivers', step: 'waivers', lastSuccessAt: null, lastFailureAt: null, quarantined: 0 },
      ]),
      quarantinedGames: 0,
    });
  });

  it('serves an OpenAPI document with every route, and a docs page', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/db/users/create',
        '/api/db/verify/{token}',
        '/api/health',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('answers an unknown API path with the one error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'No route for GET /api/nowhere' });
  });

  it('lists no leagues for a new user', async () => {
    const user = await signUp(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/league/user',
      headers: { cookie: user.cookie },
    });
    expect(response.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/league/user' })).statusCode).toBe(401);
  });
});
