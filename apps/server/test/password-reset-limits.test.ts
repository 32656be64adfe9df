import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { forgotPassword, resetLinksTo, waitForResetLink } from './support/password-reset';
import { createTestApp, type TestApp } from './support/test-app';

const WINDOW_SECONDS = 600;

describe.each(DIALECTS)('password reset request limits on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      RESET_RATE_LIMIT: '2',
      RESET_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS),
    });
  });
  afterAll(() => t.close());

  it('per e-mail address: known and unknown alike, from any IP, until the window passes', async () => {
    const user = await signUp(t);
    const unknown = `nobody_${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await forgotPassword(t, email)).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    }
    const known = await forgotPassword(t, user.email);
    const stranger = await forgotPassword(t, unknown);
    expect(known.statusCode).toBe(429);
    expect(stranger.body).toBe(known.body);
    expect(known.json().message).toBe(
      'Too many reset links were asked for this address. Use the newest one in your inbox ' +
        '(check the spam folder too), or ask again in 10 minutes.',
    );
    await waitForResetLink(t, user.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(resetLinksTo(t, user.email)).toHaveLength(2);

    t.advance(WINDOW_SECONDS * 1000);
    expect((await forgotPassword(t, user.email)).statusCode).toBe(200);
    await waitForResetLink(t, user.email, 3);
  });

  it('per IP address: five times the per-address limit, over any addresses', async () => {
    const ip = '10.9.8.7';
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await forgotPassword(t, `walker_${i}_${Date.now()}@example.com`, ip)).statusCode);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const blocked = await forgotPassword(t, 'someone-else@example.com', ip);
    expect(blocked.json().message).toBe(
      'Too many password reset requests from your network. Please try again in 10 minutes.',
    );
    expect((await forgotPassword(t, 'someone-else@example.com', '10.9.8.8')).statusCode).toBe(200);
  });
});
