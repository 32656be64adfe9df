import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newRegistration, register, signUp } from './support/accounts';
import { closedPort } from './support/closed-port';
import { DIALECTS } from './support/databases';
import {
  forgotPassword,
  resetLinksTo,
  resetPassword,
  tokenOf,
  waitForResetLink,
} from './support/password-reset';
import { createTestApp, type TestApp } from './support/test-app';

const REQUESTED = {
  message:
    "If an account uses that address, we've sent a link to reset its password. It's good for one hour.",
};
const NEW_PASSWORD = 'Blue-line-42!';

describe.each(DIALECTS)('password reset on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** A verified user with a reset link in the inbox. */
  async function userWithLink() {
    const user = await signUp(t);
    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    const link = await waitForResetLink(t, user.email);
    return { user, link, token: tokenOf(link) };
  }

  describe('POST /api/auth/forgot-password', () => {
    it('answers a known and an unknown address alike, and mails only the account', async () => {
      const user = await signUp(t);
      const unknown = `nobody_${Date.now()}@example.com`;
      const [known, stranger] = await Promise.all([
        forgotPassword(t, user.email),
        forgotPassword(t, unknown),
      ]);
      expect(known.statusCode).toBe(200);
      expect(stranger.statusCode).toBe(200);
      expect(known.json()).toEqual(REQUESTED);
      expect(stranger.body).toBe(known.body);
      expect(stranger.headers['content-length']).toBe(known.headers['content-length']);

      await waitForResetLink(t, user.email);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(t.smtp.mails.filter((mail) => mail.to.includes(unknown))).toEqual([]);
    });

    it('finds the account by the address in any case and mails it a link to the reset page', async () => {
      const user = await signUp(t);
      expect((await forgotPassword(t, `  ${user.email.toUpperCase()} `)).statusCode).toBe(200);
      const link = await waitForResetLink(t, user.email);
      expect(link).toMatch(/^http:\/\/rinkside\.test\/reset-password\/[A-Za-z0-9_-]{43}$/);
      const mail = await t.smtp.waitFor(user.email);
      expect(mail.raw).toContain('Subject: Reset your Rinkside password');
      expect(mail.raw).toContain(`Hi ${user.username},`);
    });

    it('stores only the hash of the token', async () => {
      const { user, token } = await userWithLink();
      const rows = await t.ctx.database.db
        .selectFrom('password_resets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('refuses a malformed address with 400 that says why', async () => {
      const response = await forgotPassword(t, 'not-an-email');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/valid e-mail address/);
    });

    it('answers the same when the mail server is down', async () => {
      const down = await createTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, t);
      try {
        const user = await signUp(t);
        const response = await forgotPassword(down, user.email);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(REQUESTED);
      } finally {
        await down.close();
      }
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password once: the new one signs in, the old one no longer does', async () => {
      const { user, token } = await userWithLink();
      const response = await resetPassword(t, token, NEW_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toMatch(/Your password has been changed/);
      expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(t, user.username, user.password)).statusCode).toBe(401);
    });

    it('refuses the same link a second time', async () => {
      const { user, token } = await userWithLink();
      expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);
      const again = await resetPassword(t, token, 'Another-one-77');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: 'Token Invalid', message: /already been used/ });
      expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets one of two simultaneous uses of a link win; the other gets 400', async () => {
      const { user, token } = await userWithLink();
      const answers = await Promise.all([
        resetPassword(t, token, 'First-password-1'),
        resetPassword(t, token, 'Second-password-2'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const winner = answers[0]?.statusCode === 200 ? 'First-password-1' : 'Second-password-2';
      expect((await login(t, user.username, winner)).statusCode).toBe(200);
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const { user, token } = await userWithLink();
      await t.ctx.database.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', user.id)
        .execute();
      const response = await resetPassword(t, token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Token Expired', message: /expired/ });
      expect((await login(t, user.username, user.password)).statusCode).toBe(200);
    });

    it('expires a link an hour after it was asked for', async () => {
      const { token } = await userWithLink();
      t.advance(60 * 60 * 1000 + 1000);
      try {
        expect((await resetPassword(t, token, NEW_PASSWORD)).json().error).toBe('Token Expired');
      } finally {
        t.advance(-(60 * 60 * 1000 + 1000));
      }
    });

    it('refuses an unknown token with 400', async () => {
      const response = await resetPassword(t, 'no-such-token', NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Token Invalid', message: /Ask for a new one/ });
    });

    it('holds the new password to the registration rule and keeps the link usable', async () => {
      const { user, token } = await userWithLink();
      const short = await resetPassword(t, token, 'short');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 8 characters.');
      const common = await resetPassword(t, token, 'password123');
      expect(common.statusCode).toBe(400);
      expect(common.json().message).toMatch(/too common/);
      expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('retires older links when a newer one is asked for', async () => {
      const { user, token: first } = await userWithLink();
      expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
      const second = tokenOf(await waitForResetLink(t, user.email, 2));
      expect(resetLinksTo(t, user.email)).toHaveLength(2);
      expect((await resetPassword(t, first, NEW_PASSWORD)).json().error).toBe('Token Invalid');
      expect((await resetPassword(t, second, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets an account that never verified its e-mail in: the link proved the mailbox', async () => {
      const payload = newRegistration();
      expect((await register(t, payload)).statusCode).toBe(201);
      expect((await login(t, payload.username, payload.password)).statusCode).toBe(403);
      expect((await forgotPassword(t, payload.email)).statusCode).toBe(200);
      const token = tokenOf(await waitForResetLink(t, payload.email));
      expect((await resetPassword(t, token, NEW_PASSWORD)).statusCode).toBe(200);
      expect((await login(t, payload.username, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
