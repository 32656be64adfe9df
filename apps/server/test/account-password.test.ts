import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, mailsTo } from './support/account';
import { login, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { reauthenticate } from './support/reauthentication';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('PUT /api/user/password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const calls = () => accountCalls(t);
  const NEW_PASSWORD = 'blue-line-Slapshot-7';

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const user = await signUp(t);
    const response = await calls().changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password has been changed/);
    expect((await login(t, user.username, user.password)).statusCode).toBe(401);
    expect((await login(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
    await expect
      .poll(() => mailsTo(t, user.email).some((m) => /Subject: Your Rinkside password has changed/.test(m)))
      .toBe(true);
  });

  it('signs out every other session and keeps the one that made the change', async () => {
    const user = await signUp(t);
    const other = cookiesFrom(await login(t, user.username, user.password));
    const response = await calls().changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await calls().me(other)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: other } }))
        .statusCode,
    ).toBe(401);
    expect((await calls().me(user.cookie)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: user.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const user = await signUp(t);
    const other = cookiesFrom(await login(t, user.username, user.password));
    const response = await calls().changePassword(user.cookie, {
      currentPassword: 'not-my-password-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your current password is not correct.');
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
    expect((await calls().me(other)).statusCode).toBe(200);
  });

  it.each([
    ['short', 'Abc-12', /at least 8 characters/],
    ['common', 'password123', /too common/],
    ['only spaces', '          ', /only spaces/],
  ])('refuses a %s new password with 400 and the sign-up rule message', async (_, newPassword, message) => {
    const user = await signUp(t);
    const response = await calls().changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one', async () => {
    const user = await signUp(t);
    const response = await calls().changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: user.password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/same as the current one/);
  });

  it('needs both fields and a session', async () => {
    const user = await signUp(t);
    const missing = await calls().changePassword(user.cookie, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/currentPassword/);
    const signedOut = await calls().changePassword('', { currentPassword: 'x', newPassword: NEW_PASSWORD });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('POST /api/user/password on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const FIRST_PASSWORD = 'Crease-keeper-42';
  const setPassword = (cookie: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password',
      headers: { cookie },
      payload: { newPassword },
    });
  /**
   * An account as a provider's sign-in leaves it: signed in, with no password of its own, and confirmed
   * it is the owner a moment ago (the password proves it here before it goes; reauthentication.test.ts
   * goes through the provider).
   */
  async function providerOnlyAccount() {
    const signedUp = await signUp(t);
    const user = { ...signedUp, cookie: await reauthenticate(t, signedUp.cookie, signedUp.password) };
    await t.ctx.database.db
      .updateTable('users')
      .set({ password_hash: 'none' })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  it('gives a provider-only account its first password, which then signs in; its session stays', async () => {
    const user = await providerOnlyAccount();
    expect((await login(t, user.username, user.password)).statusCode).toBe(401);
    const response = await setPassword(user.cookie, FIRST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password is set/);
    expect((await login(t, user.username, FIRST_PASSWORD)).statusCode).toBe(200);
    expect((await accountCalls(t).me(user.cookie)).statusCode).toBe(200);
    const identities = await t.app.inject({
      method: 'GET',
      url: '/api/user/identities',
      headers: { cookie: user.cookie },
    });
    expect(identities.json().hasPassword).toBe(true);
  });

  it('refuses with 409 once a password exists, and keeps it', async () => {
    const user = await signUp(t);
    const response = await setPassword(await reauthenticate(t, user.cookie, user.password), FIRST_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already has a password/);
    expect((await login(t, user.username, user.password)).statusCode).toBe(200);
    expect((await login(t, user.username, FIRST_PASSWORD)).statusCode).toBe(401);
  });

  it('holds the first password to the sign-up rule (400) and sets nothing', async () => {
    const user = await providerOnlyAccount();
    const response = await setPassword(user.cookie, 'password123');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too common/);
    const again = await setPassword(user.cookie, FIRST_PASSWORD);
    expect(again.statusCode).toBe(200);
  });

  it('of two first passwords set at once, one is set and the other gets 409', async () => {
    const user = await providerOnlyAccount();
    const answers = await Promise.all([
      setPassword(user.cookie, FIRST_PASSWORD),
      setPassword(user.cookie, 'Another-goalie-77'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers[0]?.statusCode === 200 ? FIRST_PASSWORD : 'Another-goalie-77';
    expect((await login(t, user.username, won)).statusCode).toBe(200);
  });
});
