import { devices, expect, test } from '@playwright/test';
import { E2E_PASSWORD, registerVerifiedUser, signIn, uniqueUsername } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { mailsTo } from './support/mail';

const NEW_PASSWORD = 'Power-Play-2027!';

/** The path of the newest e-mail change link mailed to `address`. */
async function emailChangePath(address: string): Promise<string> {
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(address)).at(-1) ?? '';
        path = /\/confirm-email\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? '';
        return path;
      },
      { message: `an e-mail change link to ${address}`, timeout: 10_000 },
    )
    .not.toBe('');
  return path;
}

// Issue 16: a GM signed in on a computer and a phone ends the phone's session, changes his password and
// moves his account to a new e-mail address through the link mailed there.
test('account settings: end another session, change the password, change the e-mail', async ({
  browser,
  request,
}) => {
  const account = await registerVerifiedUser(request, 'settings');
  const desktop = await browser.newContext();
  const phone = await browser.newContext({ userAgent: devices['Pixel 7'].userAgent });
  await signIn(desktop, account);
  await signIn(phone, account);
  const phonePage = await phone.newPage();
  await phonePage.goto('/dashboard');
  await expect(phonePage.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible();

  // Account Settings from the avatar menu.
  const page = await desktop.newPage();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: `Account menu for ${account.username}` }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(account.email);

  // Two sessions, this one marked; the phone's is ended.
  const sessions = page.getByRole('list', { name: 'Signed-in sessions' }).getByTestId('session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'This device' })).toContainText('Chrome on Windows');
  await expect(sessions.filter({ hasText: 'Chrome on Android' })).not.toContainText('This device');
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await useColorScheme(page, 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await useColorScheme(page, 'light');

  // By keyboard: the button takes focus and Enter presses it.
  await page.getByRole('button', { name: 'Sign out Chrome on Android' }).focus();
  await page.keyboard.press('Enter');
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  // The phone is signed out on its next navigation.
  await phonePage.goto('/inbox');
  await expect(phonePage).toHaveURL(/\/login$/);
  await expect(phonePage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // A new password: the old one no longer signs in, this browser stays signed in.
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(E2E_PASSWORD);
  await passwordForm.getByLabel('New password', { exact: false }).first().fill(NEW_PASSWORD);
  // Tab from the new password to its repeat, and Enter sends the form.
  await page.keyboard.press('Tab');
  await expect(passwordForm.getByLabel('Repeat new password')).toBeFocused();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(passwordForm.getByText(/Your password has been changed/)).toBeVisible();
  const oldLogin = await request.post('/api/auth/login', {
    data: { username: account.username, password: E2E_PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);

  // A new e-mail, confirmed by the link mailed to it.
  const newEmail = `${uniqueUsername('moved')}@example.org`;
  const emailForm = page.getByRole('form', { name: 'Change e-mail' });
  await emailForm.getByLabel('New e-mail').fill(newEmail);
  await emailForm.getByLabel('Password', { exact: false }).fill(NEW_PASSWORD);
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByText('Waiting for confirmation')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(account.email);
  const link = await emailChangePath(newEmail);
  await expect
    .poll(async () => (await mailsTo(account.email)).some((mail) => mail.includes('about to change')))
    .toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Account Settings' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText(newEmail);
  await expect(profile).toContainText('Verified');
  await expect(page.getByText('Waiting for confirmation')).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(account.email)).some((m) => m.includes('has changed')))
    .toBe(true);

  await desktop.close();
  await phone.close();
});
