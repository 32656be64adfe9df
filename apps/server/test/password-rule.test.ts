import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, register } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the password rule at registration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([
    ['eight spaces', '        ', /cannot be only spaces/],
    ['a common password', 'password', /too common/],
    ['a common password in capitals', 'QWERTYUIOP', /too common/],
  ])('refuses %s with a message saying what to do, and creates no account', async (_, password, message) => {
    const payload = newRegistration({ password });
    const response = await register(t, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(message) });
    // The name is still free: nothing was stored.
    expect((await register(t, { ...payload, password: 'correct-horse-9' })).statusCode).toBe(201);
  });
});
