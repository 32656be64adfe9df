import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROME_ANDROID, FIREFOX_WINDOWS, accountCalls } from './support/account';
import { type TestUser, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { sessionCalls } from './support/sessions';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

interface ListedSession {
  id: string;
  device: string | null;
  approximateIp: string | null;
  signedInAt: string;
  lastUsedAt: string;
  current: boolean;
}

describe.each(DIALECTS)('account sessions on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const calls = () => accountCalls(t);
  const signInWith = async (user: TestUser, userAgent: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    return cookiesFrom(response);
  };
  const only = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('expected a session');
    return value;
  };
  const list = async (cookie: string) => {
    const response = await calls().sessions(cookie);
    expect(response.statusCode).toBe(200);
    return response.json<{ sessions: ListedSession[] }>().sessions;
  };

  it('lists each sign-in with its browser, rough address and times, the caller marked current', async () => {
    const user = await signUp(t);
    const phone = await signInWith(user, CHROME_ANDROID);
    const desktop = await signInWith(user, FIREFOX_WINDOWS);
    const seen = await list(desktop);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({
      device: 'Firefox on Windows',
      approximateIp: '127.0.0.x',
      current: true,
    });
    expect(seen.filter((s) => s.current)).toHaveLength(1);
    expect(seen.map((s) => s.device)).toContain('Chrome on Android');
    expect(Date.parse(only(seen[0]).signedInAt)).not.toBeNaN();
    // The same list from the phone marks the phone.
    expect((await list(phone)).find((s) => s.current)?.device).toBe('Chrome on Android');
  });

  it('keeps the sign-in time and takes the newest browser and use time when the token rotates', async () => {
    const user = await signUp(t);
    const before = only((await list(user.cookie))[0]);
    t.advance(60_000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie, 'user-agent': FIREFOX_WINDOWS },
    });
    expect(refreshed.statusCode).toBe(200);
    const after = only((await list(cookiesFrom(refreshed, user.cookie)))[0]);
    expect(after).toMatchObject({
      id: before.id,
      signedInAt: before.signedInAt,
      device: 'Firefox on Windows',
    });
    expect(after.lastUsedAt > before.lastUsedAt).toBe(true);
  });

  it('does not list ended sign-ins', async () => {
    const user = await signUp(t);
    const other = await signInWith(user, CHROME_ANDROID);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other } });
    expect(await list(user.cookie)).toHaveLength(1);
  });

  it('ends one other sign-in: it is signed out at once, the caller stays', async () => {
    const user = await signUp(t);
    const other = await signInWith(user, CHROME_ANDROID);
    const target = only((await list(user.cookie)).find((s) => !s.current));
    const response = await calls().endSession(user.cookie, target.id);
    expect(response.statusCode).toBe(200);
    expect(response.cookies).toEqual([]);
    // Its access token stops working now, not when it expires, and it cannot refresh.
    expect((await calls().me(other)).statusCode).toBe(401);
    expect((await sessionCalls(t).checkSession(other)).json()).toEqual({ loggedIn: false });
    expect((await sessionCalls(t).refresh(other)).statusCode).toBe(401);
    expect((await calls().me(user.cookie)).statusCode).toBe(200);
    expect((await list(user.cookie)).map((s) => s.id)).not.toContain(target.id);
  });

  it('ending the current sign-in signs this browser out and clears its cookies', async () => {
    const user = await signUp(t);
    const current = only((await list(user.cookie)).find((s) => s.current));
    const response = await calls().endSession(user.cookie, current.id);
    expect(response.statusCode).toBe(200);
    expect(
      response.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['rs_access', 'rs_refresh']);
    expect((await calls().me(user.cookie)).statusCode).toBe(401);
  });

  it("answers 404 for another user's sign-in and leaves it alone", async () => {
    const ann = await signUp(t);
    const ben = await signUp(t);
    const bens = only((await list(ben.cookie))[0]);
    const response = await calls().endSession(ann.cookie, bens.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/);
    expect((await calls().me(ben.cookie)).statusCode).toBe(200);
    expect((await calls().endSession(ann.cookie, 'A'.repeat(22))).statusCode).toBe(404);
    const malformed = await calls().endSession(ann.cookie, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/session id is not valid/);
  });

  it('ends every other sign-in at once and keeps this one', async () => {
    const user = await signUp(t);
    const phone = await signInWith(user, CHROME_ANDROID);
    const desktop = await signInWith(user, FIREFOX_WINDOWS);
    const bystander = await signUp(t);
    const response = await calls().endOtherSessions(desktop);
    expect(response.statusCode).toBe(200);
    expect((await calls().me(phone)).statusCode).toBe(401);
    expect((await calls().me(user.cookie)).statusCode).toBe(401);
    expect((await calls().me(desktop)).statusCode).toBe(200);
    expect(await list(desktop)).toEqual([expect.objectContaining({ current: true })]);
    expect((await calls().me(bystander.cookie)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await calls().sessions('')).statusCode).toBe(401);
    expect((await calls().endOtherSessions('')).statusCode).toBe(401);
  });
});
