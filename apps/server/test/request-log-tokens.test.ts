import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, register } from './support/accounts';
import { DIALECTS } from './support/databases';
import { forgotPassword, tokenOf, waitForResetLink } from './support/password-reset';
import { createTestApp, type TestApp } from './support/test-app';

/** Collects what the app logs, line by line, as the server's output would. */
class LogBuffer extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
  get urls(): string[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { url?: string }).url)
      .filter((url): url is string => url !== undefined);
  }
}

describe.each(DIALECTS)('the request log on %s', (dialect) => {
  let t: TestApp;
  const log = new LogBuffer();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, undefined, { log });
  });
  afterAll(() => t.close());

  it('keeps no verification, reset or provider token, only where it was', async () => {
    const payload = newRegistration();
    expect((await register(t, payload)).statusCode).toBe(201);
    const verification = await t.smtp.verificationToken(payload.email);
    // The browser opens the mailed link (the web app's page), which posts the token to the API.
    await t.app.inject({ method: 'GET', url: `/db/verify/${verification}` });
    expect((await t.app.inject({ method: 'POST', url: `/api/db/verify/${verification}` })).statusCode).toBe(
      200,
    );

    expect((await forgotPassword(t, payload.email)).statusCode).toBe(200);
    const reset = tokenOf(await waitForResetLink(t, payload.email));
    await t.app.inject({ method: 'GET', url: `/reset-password/${reset}` });
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${reset}` });
    const code = 'provider-code-5e3f1a';
    const state = 'provider-state-77b2c9';
    await t.app.inject({ method: 'GET', url: `/api/auth/oidc/test/callback?code=${code}&state=${state}` });

    for (const secret of [verification, reset, code, state]) expect(log.text).not.toContain(secret);
    expect(log.urls).toEqual(
      expect.arrayContaining([
        '/db/verify/[redacted]',
        '/api/db/verify/[redacted]',
        '/reset-password/[redacted]',
        '/reset-password?token=[redacted]',
        '/api/auth/oidc/test/callback?code=[redacted]&state=[redacted]',
      ]),
    );
    // Everything else is logged as it was asked for.
    expect(log.urls).toContain('/api/db/users/create');
  });
});
