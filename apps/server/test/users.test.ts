import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, newRegistration, register, login } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  describe('POST /api/db/users/create', () => {
    it('registers and mails a verification link to /db/verify/{token}', async () => {
      const payload = newRegistration({ gmName: 'Scotty', favoriteTeam: 'Montreal Canadiens' });
      const response = await register(t, payload);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'User registered successfully! Please check your email to verify your account.',
        verificationMailSent: true,
      });
      const mail = await t.smtp.waitFor(payload.email);
      expect(mail.raw).toContain('Subject: Verify your Rinkside e-mail');
      expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(
        /http:\/\/rinkside\.test\/db\/verify\/[A-Za-z0-9_-]{40,}/,
      );
    });

    it('says a username is taken (409), but answers a taken e-mail as a new registration (decision 058)', async () => {
      const first = newRegistration();
      await register(t, first);
      const sameName = await register(t, { ...newRegistration(), username: first.username.toUpperCase() });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json().message).toMatch(/username/i);
      const sameEmail = await register(t, { ...newRegistration(), email: first.email });
      expect(sameEmail.statusCode).toBe(201);
      expect(sameEmail.json().verificationMailSent).toBe(true);
    });

    it('rejects bad input with 400 naming the field, and stores nothing', async () => {
      const payload = newRegistration({ email: 'nope', password: 'short' });
      const response = await register(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request' });
      expect(response.json().message).toMatch(/Email must be a valid e-mail address/);
      expect(response.json().message).toMatch(/Password must be at least 8 characters/);
      const retry = await register(t, {
        ...payload,
        email: `${payload.username}@example.com`,
        password: 'long-enough',
      });
      expect(retry.statusCode).toBe(201);
    });

    it('rejects a favourite team that is not one of the 32', async () => {
      const response = await register(t, newRegistration({ favoriteTeam: 'Quebec Nordiques' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Favorite team must be one of the 32 teams.');
    });

    it('answers a malformed JSON body with 400 and an oversized one with 413', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/db/users/create',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toHaveProperty('message');
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/db/users/create',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'Payload Too Large', message: 'The request is too large.' });
    });
  });

  describe('e-mail verification', () => {
    it('verifies once; the same link then fails as used', async () => {
      const payload = newRegistration();
      await register(t, payload);
      const token = await t.smtp.verificationToken(payload.email);
      const first = await t.app.inject({ method: 'POST', url: `/api/db/verify/${token}` });
      expect(first.statusCode).toBe(200);
      const again = await t.app.inject({ method: 'POST', url: `/api/db/verify/${token}` });
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('Token Invalid');
    });

    it('rejects an unknown token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/db/verify/not-a-real-token' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Token Invalid');
    });

    it('rejects an expired token, and a resent link works', async () => {
      const local = await createTestApp(dialect);
      try {
        const payload = newRegistration();
        await register(local, payload);
        const token = await local.smtp.verificationToken(payload.email);
        local.advance(24 * 60 * 60 * 1000 + 1000);
        const expired = await local.app.inject({ method: 'POST', url: `/api/db/verify/${token}` });
        expect(expired.statusCode).toBe(400);
        expect(expired.json().error).toBe('Token Expired');

        const mailsBefore = local.smtp.mails.length;
        const resend = await local.app.inject({
          method: 'POST',
          url: '/api/db/users/resend-verification',
          payload: { login: payload.username },
        });
        expect(resend.statusCode).toBe(200);
        await expect.poll(() => local.smtp.mails.length).toBe(mailsBefore + 1);
        const fresh = await local.smtp.verificationToken(payload.email);
        expect(fresh).not.toBe(token);
        const ok = await local.app.inject({ method: 'POST', url: `/api/db/verify/${fresh}` });
        expect(ok.statusCode).toBe(200);
        expect((await login(local, payload.username, payload.password)).statusCode).toBe(200);
      } finally {
        await local.close();
      }
    });

    it('answers a resend for an unknown account the same way, sending nothing', async () => {
      const before = t.smtp.mails.length;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/db/users/resend-verification',
        payload: { login: 'nobody-here' },
      });
      expect(response.statusCode).toBe(200);
      expect(t.smtp.mails.length).toBe(before);
    });
  });

  describe('GET /api/db/users/get', () => {
    it('returns the signed-in user', async () => {
      const user = await signUp(t, { gmName: 'Coach' });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/db/users/get',
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toMatchObject({
        id: user.id,
        username: user.username,
        email: user.email,
        gmName: 'Coach',
        emailVerified: true,
      });
      expect(response.json().user).not.toHaveProperty('password_hash');
    });

    it('is 401 for a visitor or a forged token', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/db/users/get' })).statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: '/api/db/users/get',
        headers: { cookie: 'rs_access=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json()).toEqual({ error: 'Unauthorized', message: 'Please sign in to continue.' });
    });
  });
});
