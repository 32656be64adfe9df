import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { refreshCookieOf, sessionCalls } from './support/sessions';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

// Two tabs (or a browser restoring tabs) refresh with the same cookie at the same moment.
describe.each(DIALECTS)('refresh races on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) => sessionCalls(t).refresh(cookie);
  const me = (cookie: string) => sessionCalls(t).me(cookie);
  const checkSession = (cookie: string) => sessionCalls(t).checkSession(cookie);
  const withoutAccess = (user: TestUser) =>
    user.cookie
      .split('; ')
      .filter((c) => !c.startsWith('rs_access='))
      .join('; ');
  const tokensOf = (userId: number) =>
    t.ctx.database.db
      .selectFrom('refresh_tokens')
      .select(['token_hash', 'used_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .execute();

  it('two concurrent refreshes with one cookie both succeed, and both clients stay signed in', async () => {
    const user = await signUp(t);
    const [first, second] = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const [a, b] = [cookiesFrom(first, user.cookie), cookiesFrom(second, user.cookie)];
    // Both were handed the one replacement, so whichever cookie the browser keeps is the live one.
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect(refreshCookieOf(a)).not.toBe(refreshCookieOf(user.cookie));
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    const later = await refresh(a);
    expect(later.statusCode).toBe(200);
    expect((await refresh(b)).statusCode).toBe(200);
    expect((await me(cookiesFrom(later, a))).statusCode).toBe(200);
    expect((await tokensOf(user.id)).every((row) => row.revoked_at === null)).toBe(true);
  });

  it('a slower tab within the grace window gets the replacement already issued', async () => {
    const user = await signUp(t);
    const first = cookiesFrom(await refresh(user.cookie), user.cookie);
    t.advance(9_000);
    const slow = await refresh(user.cookie);
    expect(slow.statusCode).toBe(200);
    expect(refreshCookieOf(cookiesFrom(slow, user.cookie))).toBe(refreshCookieOf(first));
    expect((await refresh(first)).statusCode).toBe(200);
  });

  it('a replay after the grace window revokes the whole family', async () => {
    const user = await signUp(t);
    const rotated = cookiesFrom(await refresh(user.cookie), user.cookie);
    t.advance(11_000);
    const replay = await refresh(user.cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/used elsewhere/);
    expect((await refresh(rotated)).statusCode).toBe(401);
    expect((await tokensOf(user.id)).every((row) => row.revoked_at !== null)).toBe(true);
  });

  it('check-session reads the session without rotating anything', async () => {
    const user = await signUp(t);
    const before = await tokensOf(user.id);
    const fromRefreshOnly = await checkSession(withoutAccess(user));
    expect(fromRefreshOnly.json()).toEqual({ loggedIn: true });
    expect(fromRefreshOnly.cookies).toEqual([]);
    expect((await checkSession(user.cookie)).cookies).toEqual([]);
    expect(await tokensOf(user.id)).toEqual(before);
    // Long after any grace window, the original refresh token is still the live one.
    t.advance(60_000);
    expect((await refresh(user.cookie)).statusCode).toBe(200);
  });

  it('check-session says signed out for a revoked or replayed refresh token', async () => {
    const user = await signUp(t);
    await refresh(user.cookie);
    t.advance(11_000);
    expect((await checkSession(withoutAccess(user))).json()).toEqual({ loggedIn: false });
    await refresh(user.cookie);
    const other = await signUp(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: other.cookie } });
    expect((await checkSession(withoutAccess(other))).json()).toEqual({ loggedIn: false });
  });
});
