import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { openEventStream } from './support/event-stream';
import { forgotPassword, resetPassword, tokenOf, waitForResetLink } from './support/password-reset';
import { sessionCalls } from './support/sessions';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

const NEW_PASSWORD = 'Blue-line-42!';

describe.each(DIALECTS)('a password reset ends every sign-in, on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('no earlier session can refresh, check-session says signed out, and access ends with its token', async () => {
    const user = await signUp(t);
    const laptop = user.cookie;
    const phone = cookiesFrom(await login(t, user.username, user.password));
    const calls = sessionCalls(t);
    expect((await calls.me(phone)).statusCode).toBe(200);

    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    const token = tokenOf(await waitForResetLink(t, user.email));
    expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);

    for (const cookie of [laptop, phone]) {
      expect((await calls.refresh(cookie)).statusCode).toBe(401);
      expect((await calls.checkSession(cookie)).json()).toEqual({ loggedIn: false });
    }
    const revoked = await t.ctx.database.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('user_id', '=', user.id)
      .execute();
    expect(revoked.length).toBeGreaterThanOrEqual(2);
    expect(revoked.every((row) => row.revoked_at !== null)).toBe(true);

    // The access token in hand lives out its minutes (docs/decisions/004), then nothing renews it.
    t.advance((t.ctx.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    try {
      expect((await calls.me(laptop)).statusCode).toBe(401);
      expect((await calls.refresh(laptop)).statusCode).toBe(401);
    } finally {
      t.advance(-(t.ctx.config.ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    }
  });

  it('closes the live event streams of every earlier sign-in, and no new one opens with them', async () => {
    const user = await signUp(t);
    const phone = cookiesFrom(await login(t, user.username, user.password));
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const streams = [await openEventStream(url, user.cookie), await openEventStream(url, phone)];
    try {
      expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
      const token = tokenOf(await waitForResetLink(t, user.email));
      expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);
      for (const stream of streams) expect(await stream.ended()).toBe('revoked');
      await expect(openEventStream(url, phone)).rejects.toThrow(/401/);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a sign-in with the new password after the reset is a session like any other', async () => {
    const user = await signUp(t);
    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    const token = tokenOf(await waitForResetLink(t, user.email));
    expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);
    const fresh = cookiesFrom(await login(t, user.username, NEW_PASSWORD));
    const calls = sessionCalls(t);
    expect((await calls.checkSession(fresh)).json()).toEqual({ loggedIn: true });
    expect((await calls.refresh(fresh)).statusCode).toBe(200);
  });

  it('an unused link does nothing to the sessions', async () => {
    const user = await signUp(t);
    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    await waitForResetLink(t, user.email);
    expect((await sessionCalls(t).refresh(user.cookie)).statusCode).toBe(200);
  });
});
