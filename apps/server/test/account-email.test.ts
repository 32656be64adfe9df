import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCalls, emailChangeToken, mailsTo } from './support/account';
import { login, signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

let counter = 0;
const freshAddress = () => `moved_${process.pid}_${(counter += 1)}@example.org`;

describe.each(DIALECTS)('e-mail change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const calls = () => accountCalls(t);
  const emailOf = async (cookie: string) =>
    (await calls().me(cookie)).json<{ user: { email: string } }>().user;

  it('mails a link to the new address and a notice to the old; the link changes the e-mail once', async () => {
    const user = await signUp(t);
    const newEmail = freshAddress();
    const asked = await calls().changeEmail(user.cookie, { email: newEmail, password: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ pending: { email: newEmail }, confirmationMailSent: true });
    // Nothing changes yet; the old address is told a change was asked for.
    expect((await emailOf(user.cookie)).email).toBe(user.email);
    const token = await emailChangeToken(t, newEmail);
    await expect
      .poll(() => mailsTo(t, user.email).some((m) => /about to change/.test(m) && m.includes(newEmail)))
      .toBe(true);
    expect((await calls().pendingEmail(user.cookie)).json().pending.email).toBe(newEmail);

    const confirmed = await calls().confirmEmail(user.cookie, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email: newEmail });
    expect(await emailOf(user.cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await calls().pendingEmail(user.cookie)).json()).toEqual({ pending: null });
    // The new address signs in; the old address hears that it changed.
    expect((await login(t, newEmail, user.password)).statusCode).toBe(200);
    await expect
      .poll(() => mailsTo(t, user.email).some((m) => /Subject: Your Rinkside e-mail has changed/.test(m)))
      .toBe(true);

    const again = await calls().confirmEmail(user.cookie, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/not valid or has already been used/);
  });

  it('refuses a wrong password with 403 and stores nothing', async () => {
    const user = await signUp(t);
    const response = await calls().changeEmail(user.cookie, {
      email: freshAddress(),
      password: 'wrong-pass-99',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your password is not correct.');
    expect((await calls().pendingEmail(user.cookie)).json()).toEqual({ pending: null });
  });

  it("answers another account's address as any other (decision 058), and refuses the user's own with 400", async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const fresh = await calls().changeEmail(user.cookie, { email: freshAddress(), password: user.password });
    const taken = await calls().changeEmail(user.cookie, {
      email: other.email.toUpperCase(),
      password: user.password,
    });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(taken.json())).toEqual(Object.keys(fresh.json()));
    expect(taken.json()).toMatchObject({
      message: `We sent a confirmation link to ${other.email}. Your e-mail changes once you follow it.`,
      confirmationMailSent: true,
      pending: { email: other.email },
    });
    // The address's owner is told, with no link that could move it.
    await expect
      .poll(() => mailsTo(t, other.email).filter((mail) => mail.includes('tried to use your address')))
      .toHaveLength(1);
    expect(mailsTo(t, other.email).some((mail) => mail.includes('/confirm-email/'))).toBe(false);
    expect((await emailOf(user.cookie)).email).toBe(user.email);
    const same = await calls().changeEmail(user.cookie, { email: user.email, password: user.password });
    expect(same.statusCode).toBe(400);
    const notAnEmail = await calls().changeEmail(user.cookie, {
      email: 'not-an-email',
      password: user.password,
    });
    expect(notAnEmail.statusCode).toBe(400);
    expect(notAnEmail.json().message).toMatch(/valid e-mail/);
  });

  it('answers 409 at confirmation when another account took the address meanwhile, and changes nothing', async () => {
    const ann = await signUp(t);
    const ben = await signUp(t);
    const contested = freshAddress();
    expect(
      (await calls().changeEmail(ann.cookie, { email: contested, password: ann.password })).statusCode,
    ).toBe(200);
    const annsToken = await emailChangeToken(t, contested);
    expect(
      (await calls().changeEmail(ben.cookie, { email: contested, password: ben.password })).statusCode,
    ).toBe(200);
    await expect.poll(() => mailsTo(t, contested).length).toBe(2);
    const bensToken = await emailChangeToken(t, contested);
    expect((await calls().confirmEmail(ben.cookie, bensToken)).statusCode).toBe(200);
    const late = await calls().confirmEmail(ann.cookie, annsToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/already exists/);
    expect((await emailOf(ann.cookie)).email).toBe(ann.email);
  });

  it("cannot be confirmed with another user's link", async () => {
    const ann = await signUp(t);
    const ben = await signUp(t);
    const newEmail = freshAddress();
    await calls().changeEmail(ann.cookie, { email: newEmail, password: ann.password });
    const token = await emailChangeToken(t, newEmail);
    const response = await calls().confirmEmail(ben.cookie, token);
    expect(response.statusCode).toBe(400);
    expect((await emailOf(ben.cookie)).email).toBe(ben.email);
    expect((await emailOf(ann.cookie)).email).toBe(ann.email);
    // The link still works for its owner.
    expect((await calls().confirmEmail(ann.cookie, token)).statusCode).toBe(200);
  });

  it('a link expires after 24 hours', async () => {
    const user = await signUp(t);
    const newEmail = freshAddress();
    await calls().changeEmail(user.cookie, { email: newEmail, password: user.password });
    const token = await emailChangeToken(t, newEmail);
    t.advance(24 * 60 * 60 * 1000 + 1000);
    // The access token has expired by now: sign in again.
    const fresh = await login(t, user.username, user.password);
    const cookie = fresh.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const response = await calls().confirmEmail(cookie, token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
    expect((await calls().pendingEmail(cookie)).json()).toEqual({ pending: null });
  });

  it('resend mails a fresh link and the old one stops working; cancel ends the change', async () => {
    const user = await signUp(t);
    const newEmail = freshAddress();
    await calls().changeEmail(user.cookie, { email: newEmail, password: user.password });
    const first = await emailChangeToken(t, newEmail);
    const resent = await calls().resendEmailChange(user.cookie);
    expect(resent.statusCode).toBe(200);
    await expect.poll(() => mailsTo(t, newEmail).length).toBe(2);
    const second = await emailChangeToken(t, newEmail);
    expect(second).not.toBe(first);
    expect((await calls().confirmEmail(user.cookie, first)).statusCode).toBe(400);

    const cancelled = await calls().cancelEmailChange(user.cookie);
    expect(cancelled.json()).toEqual({ pending: null });
    expect((await calls().confirmEmail(user.cookie, second)).statusCode).toBe(400);
    expect((await calls().resendEmailChange(user.cookie)).statusCode).toBe(404);
    expect((await emailOf(user.cookie)).email).toBe(user.email);
  });
});
