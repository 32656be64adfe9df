import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, newRegistration, register, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';
import { closedPort } from './support/closed-port';

let client = 0;
/** Each from an address of its own, clear of the per-address limit on resends. */
const resend = (t: TestApp, login: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/db/users/resend-verification',
    payload: { login },
    remoteAddress: `127.0.1.${(client += 1)}`,
  });

describe.each(DIALECTS)('mail on %s', (dialect) => {
  let t: TestApp;
  /** The same database and secret as `t`, mailing to an SMTP server that is down. */
  let down: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    down = await createTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }, t);
  });
  afterAll(async () => {
    await down.close();
    await t.close();
  });

  it('with SMTP down, registration keeps the account, answers 201 and points to resend', async () => {
    const payload = newRegistration();
    const response = await register(down, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message:
        'Your account is created, but the verification e-mail could not be sent. ' +
        'Use "Resend verification email" to get a new link.',
      verificationMailSent: false,
    });
    const signIn = await login(t, payload.username, payload.password);
    expect(signIn.json().error).toBe('Email Not Verified');

    // Once mail works again, resend gives a link that finishes the sign-up.
    expect((await resend(t, payload.username)).statusCode).toBe(200);
    const token = await t.smtp.verificationToken(payload.email);
    expect((await t.app.inject({ method: 'POST', url: `/api/db/verify/${token}` })).statusCode).toBe(200);
    expect((await login(t, payload.username, payload.password)).statusCode).toBe(200);
  });

  // The answer must not tell whether an address has an account waiting for verification.
  it.each([
    ['up', () => t],
    ['down', () => down],
  ])('with SMTP %s, resend answers alike for unverified, verified and unknown accounts', async (_, app) => {
    const unverified = newRegistration();
    expect((await register(t, unverified)).statusCode).toBe(201);
    const verified = await signUp(t);
    const answers = await Promise.all(
      [unverified.username, unverified.email, verified.email, 'nobody@example.com', 'nobody'].map(
        async (name) => {
          const response = await resend(app(), name);
          return { status: response.statusCode, body: response.json() };
        },
      ),
    );
    expect(answers[0]).toEqual({
      status: 200,
      body: { message: 'If that account is waiting for verification, a new link is on its way.' },
    });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});
