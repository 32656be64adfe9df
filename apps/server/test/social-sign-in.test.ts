import { LAST_SIGN_IN_METHOD } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import type { TestOidcProvider } from './support/oidc-provider';
import { reauthenticate, reauthenticateWithProvider } from './support/reauthentication';
import { sessionCalls } from './support/sessions';
import { newProviderAccount, providersEnv, socialSignIn, startTestProvider } from './support/social-sign-in';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startTestProvider();
});
afterAll(() => provider.close());

describe.each(DIALECTS)('social sign-in on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, providersEnv(provider));
  });
  afterAll(() => t.close());

  const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const me = (cookie: string) => sessionCalls(t).me(cookie);
  const hasSession = (cookie: string) => cookie.includes('rs_access=');

  /** First sign-in: the provider's account becomes a new Rinkside account named `username`. */
  async function createViaProvider(account = newProviderAccount(), username = account.sub.slice(4, 28)) {
    const signIn = await socialSignIn(t, account);
    expect(signIn.location).toBe('/welcome/choose-username');
    const created = await post('/api/auth/oidc/create', signIn.cookie, { username });
    expect(created.statusCode).toBe(201);
    return { account, username, cookie: cookiesFrom(created, signIn.cookie), created };
  }

  it('lists the configured providers for the buttons', async () => {
    expect((await get('/api/auth/oidc/providers')).json()).toEqual({
      providers: [
        { name: 'test', label: 'Test ID' },
        { name: 'other', label: 'Other ID' },
      ],
    });
  });

  it('first sign-in asks for a username, then creates a verified account without a password', async () => {
    const account = newProviderAccount();
    const signIn = await socialSignIn(t, account);
    expect(signIn.location).toBe('/welcome/choose-username');
    expect(hasSession(signIn.cookie)).toBe(false);
    const pending = await get('/api/auth/oidc/pending', signIn.cookie);
    expect(pending.json()).toEqual({
      provider: { name: 'test', label: 'Test ID' },
      email: account.email,
      next: 'choose-username',
      suggestedUsername: account.email.split('@')[0],
    });

    const username = `new_${account.sub.slice(-10)}`;
    const created = await post('/api/auth/oidc/create', signIn.cookie, { username });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: 'Account created', redirectTo: '/dashboard' });
    const cookie = cookiesFrom(created, signIn.cookie);
    const user = (await me(cookie)).json().user;
    expect(user).toMatchObject({ username, email: account.email, emailVerified: true });
    expect((await get('/api/user/identities', cookie)).json()).toMatchObject({
      hasPassword: false,
      identities: [{ provider: { name: 'test', label: 'Test ID' }, email: account.email }],
    });
    // The pending identity is spent.
    expect((await post('/api/auth/oidc/create', cookie, { username: `${username}2` })).statusCode).toBe(404);

    // No password can sign in to it, not even the marker stored in its place.
    for (const password of ['none', '', 'correct-horse-9']) {
      const attempt = await login(t, username, password || 'x');
      expect(attempt.statusCode).toBe(401);
      expect(attempt.json().message).toBe('Invalid username or password');
    }
  });

  it('second sign-in with the same provider account goes straight in, to a same-site returnTo only', async () => {
    const { account, username } = await createViaProvider();
    const again = await socialSignIn(t, account);
    expect(again.location).toBe('/dashboard');
    expect((await me(again.cookie)).json().user.username).toBe(username);

    const back = await socialSignIn(t, account, { query: '?returnTo=%2Fleague%2F4%2Froster' });
    expect(back.location).toBe('/league/4/roster');
    const offSite = await socialSignIn(t, account, { query: '?returnTo=%2F%2Fevil.example%2F' });
    expect(offSite.location).toBe('/dashboard');
  });

  it('an e-mail the provider verified that matches an account asks for its password before linking', async () => {
    const owner = await signUp(t);
    const account = newProviderAccount({ email: owner.email.toUpperCase() });
    const signIn = await socialSignIn(t, account);
    expect(signIn.location).toBe('/link-account');
    expect(hasSession(signIn.cookie)).toBe(false);
    expect((await get('/api/auth/oidc/pending', signIn.cookie)).json()).toMatchObject({
      next: 'link-account',
      email: owner.email,
    });
    // A username cannot be chosen instead: that would make a second account for the same address.
    expect((await post('/api/auth/oidc/create', signIn.cookie, { username: 'sneaky_one' })).statusCode).toBe(
      404,
    );

    const wrong = await post('/api/auth/oidc/link', signIn.cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That password is not right for this account.');
    expect(hasSession(cookiesFrom(wrong))).toBe(false);

    const linked = await post('/api/auth/oidc/link', signIn.cookie, { password: owner.password });
    expect(linked.statusCode).toBe(200);
    const cookie = cookiesFrom(linked, signIn.cookie);
    expect((await me(cookie)).json().user.id).toBe(owner.id);
    expect((await get('/api/user/identities', cookie)).json()).toMatchObject({
      hasPassword: true,
      identities: [{ provider: { name: 'test' } }],
    });
    // From now on the provider signs in to that account directly.
    const again = await socialSignIn(t, account);
    expect(again.location).toBe('/dashboard');
    expect((await me(again.cookie)).json().user.id).toBe(owner.id);
  });

  it('never links through an unverified e-mail', async () => {
    const owner = await signUp(t);
    const signIn = await socialSignIn(t, newProviderAccount({ email: owner.email, emailVerified: false }));
    expect(signIn.location).toBe('/login?social_error=email-unverified-taken');
    expect(hasSession(signIn.cookie)).toBe(false);
    expect((await get('/api/auth/oidc/pending', signIn.cookie)).statusCode).toBe(404);
  });

  it('an unverified e-mail makes an unverified account and mails a verification link', async () => {
    const account = newProviderAccount({ emailVerified: false });
    const { cookie } = await createViaProvider(account);
    expect((await me(cookie)).json().user.emailVerified).toBe(false);
    const token = await t.smtp.verificationToken(account.email);
    expect((await t.app.inject({ method: 'POST', url: `/api/db/verify/${token}` })).statusCode).toBe(200);
    expect((await me(cookie)).json().user.emailVerified).toBe(true);
  });

  it('refuses an answer whose state is not the one sent, and one without the flow cookie', async () => {
    const account = newProviderAccount();
    const tampered = await socialSignIn(t, account, {
      tamper: (url) => url.searchParams.set('state', 'forged'),
    });
    expect(tampered.location).toBe('/login?social_error=invalid-state');
    expect(hasSession(tampered.cookie)).toBe(false);

    const start = await get('/api/auth/oidc/test/start');
    const { signInAtProvider } = await import('./support/oidc-provider');
    const back = await signInAtProvider(String(start.headers.location), account, 'http://rinkside.test/');
    const noFlow = await get(`${back.pathname}${back.search}`);
    expect(noFlow.headers.location).toBe('/login?social_error=invalid-state');
    expect(noFlow.cookies.some((c) => c.name === 'rs_access')).toBe(false);
  });

  it('says the sign-in was cancelled when the person declines at the provider', async () => {
    const start = await get('/api/auth/oidc/test/start');
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const declined = await get(
      `/api/auth/oidc/test/callback?error=access_denied&state=${encodeURIComponent(state)}`,
      cookiesFrom(start),
    );
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe('/login?social_error=cancelled');
    expect(declined.cookies.some((c) => c.name === 'rs_access')).toBe(false);
  });

  it('forgets a pending identity after ten minutes', async () => {
    const signIn = await socialSignIn(t, newProviderAccount());
    t.advance(11 * 60 * 1000);
    try {
      const pending = await get('/api/auth/oidc/pending', signIn.cookie);
      expect(pending.statusCode).toBe(404);
      expect(pending.json().message).toMatch(/expired/);
      expect((await post('/api/auth/oidc/create', signIn.cookie, { username: 'too_late' })).statusCode).toBe(
        404,
      );
    } finally {
      t.advance(-11 * 60 * 1000);
    }
  });

  it('the username follows the registration rule and must be free', async () => {
    const taken = await signUp(t);
    const signIn = await socialSignIn(t, newProviderAccount());
    const bad = await post('/api/auth/oidc/create', signIn.cookie, { username: 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Username must be 3-24 characters/);
    const clash = await post('/api/auth/oidc/create', signIn.cookie, {
      username: taken.username.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('That username is already taken. Please choose another.');
  });

  it('answers 404 for a provider that is not set up', async () => {
    const response = await get('/api/auth/oidc/nosuch/start');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No such sign-in provider/);
  });

  it('sends the browser back with a clear error when the provider cannot be reached', async () => {
    const down = await createTestApp(dialect, {
      OIDC_PROVIDERS: JSON.stringify([
        {
          name: 'down',
          label: 'Down ID',
          issuer: `http://127.0.0.1:${await closedPort()}`,
          clientId: 'x',
          clientSecret: 'y',
        },
      ]),
    });
    try {
      const start = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/down/start' });
      expect(start.statusCode).toBe(303);
      expect(start.headers.location).toBe('/login?social_error=provider-unavailable');
    } finally {
      await down.close();
    }
  });

  describe('linked accounts', () => {
    it('a signed-in user links a second provider, and may unlink all but the last way in', async () => {
      const created = await createViaProvider();
      // Linking and unlinking need a recent proof (decision 058): a fresh sign-in at the provider.
      const { cookie } = await reauthenticateWithProvider(t, created.cookie, created.account);
      const other = await socialSignIn(t, newProviderAccount(), {
        provider: 'other',
        cookie,
        query: '?intent=link',
      });
      expect(other.location).toBe('/settings?linked=other');
      const listed = (await get('/api/user/identities', cookie)).json();
      expect(listed.identities.map((i: { provider: { name: string } }) => i.provider.name)).toEqual([
        'test',
        'other',
      ]);

      const del = (name: string) =>
        t.app.inject({ method: 'DELETE', url: `/api/user/identities/${name}`, headers: { cookie } });
      expect((await del('test')).statusCode).toBe(200);
      const last = await del('other');
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe(LAST_SIGN_IN_METHOD);
      expect((await del('test')).statusCode).toBe(404);
      expect((await get('/api/user/identities', cookie)).json().identities).toHaveLength(1);
    });

    it('an account with a password may unlink its only provider', async () => {
      const owner = await signUp(t);
      const cookie = await reauthenticate(t, owner.cookie, owner.password);
      const linked = await socialSignIn(t, newProviderAccount(), { cookie, query: '?intent=link' });
      expect(linked.location).toBe('/settings?linked=test');
      const response = await t.app.inject({
        method: 'DELETE',
        url: '/api/user/identities/test',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect((await get('/api/user/identities', owner.cookie)).json()).toEqual({
        hasPassword: true,
        identities: [],
      });
    });

    it('refuses to link a provider account that belongs to someone else, or without a session', async () => {
      const { account } = await createViaProvider();
      const owner = await signUp(t);
      const cookie = await reauthenticate(t, owner.cookie, owner.password);
      const stolen = await socialSignIn(t, account, { cookie, query: '?intent=link' });
      expect(stolen.location).toBe('/settings?social_error=identity-taken');
      expect((await get('/api/user/identities', owner.cookie)).json().identities).toEqual([]);

      const signedOut = await get('/api/auth/oidc/test/start?intent=link');
      expect(signedOut.headers.location).toBe('/login?social_error=sign-in-required');
    });

    it('needs a session to list or unlink', async () => {
      expect((await get('/api/user/identities')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/user/identities/test' })).statusCode).toBe(
        401,
      );
    });
  });
});
