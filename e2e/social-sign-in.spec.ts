import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, uniqueUsername } from './support/accounts';
import { seriousViolations, settle } from './support/axe';
import { shootScreens } from './support/screenshots';

// REAUTH_SHOTS=<folder>: screenshots of "Confirm it's you", both kinds, at phone and desktop width.
const shoot = (page: Page, name: string) => shootScreens(page, process.env.REAUTH_SHOTS, name);

/** At the provider's own login page: say who signs in, as its user would. */
async function signInAtProvider(page: Page, sub: string, email: string) {
  await expect(page.getByRole('heading', { name: 'Test provider' })).toBeVisible();
  await page.getByLabel('Subject').fill(sub);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a visitor signs up with a provider, comes back with one click, and links an existing account by its password', async ({
  page,
  browser,
}) => {
  const username = uniqueUsername('social');
  const email = `${username}@example.com`;

  // Only the configured provider has a button.
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Rinkside ID' });
  await expect(button).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google' })).toHaveCount(0);
  await button.click();
  await signInAtProvider(page, `sub-${username}`, email);

  // First time: a username for the new account, suggested from the e-mail.
  await expect(page).toHaveURL(/\/welcome\/choose-username$/);
  await expect(page.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const field = page.getByLabel('Username');
  await expect(field).toHaveValue(username);
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await field.fill('x y');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Username must be 3-24 characters: letters, digits, _ or -')).toBeVisible();
  await field.fill(username);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();

  // Linked accounts: the provider is the only way in, so it cannot be unlinked.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page.getByText(`Linked as ${email}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink Rinkside ID' })).toBeDisabled();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);

  // With no password of its own, the account is offered one. Setting it needs a fresh sign-in at the
  // provider first (decision 058): a stolen session cookie alone must not be able to set one.
  const setForm = page.getByRole('form', { name: 'Set a password' });
  const fillNewPassword = async () => {
    await setForm.getByLabel(/^New password/).fill('Crease-keeper-42');
    await setForm.getByLabel(/Repeat new password/).fill('Crease-keeper-42');
    await setForm.getByRole('button', { name: 'Set password' }).click();
  };
  await fillNewPassword();
  const confirm = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Your account has no password')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Continue with Rinkside ID' })).toBeFocused();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'confirm-with-provider');
  await confirm.getByRole('button', { name: 'Continue with Rinkside ID' }).focus();
  await page.keyboard.press('Enter');
  // The provider asks the person to sign in again, even though it remembers them.
  await signInAtProvider(page, `sub-${username}`, email);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText('You can now change your password, e-mail and linked accounts')).toBeVisible();
  await fillNewPassword();
  await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlink Rinkside ID' })).toBeEnabled();
  const withPassword = await page.request.post('/api/auth/login', {
    data: { username, password: 'Crease-keeper-42' },
  });
  expect(withPassword.status()).toBe(200);

  // Sign out, then back in with the button: the provider remembers the person, straight to the dashboard.
  await page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Rinkside ID' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();

  // Another person at the provider, whose verified e-mail is that of a password account here.
  const owner = await registerVerifiedUser(page.request, 'owner');
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByRole('link', { name: 'Rinkside ID' }).click();
  await signInAtProvider(second, `sub-${owner.username}`, owner.email);
  await expect(second).toHaveURL(/\/link-account$/);
  await expect(second.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expect(second.getByText(owner.email)).toBeVisible();
  await settle(second);
  expect(await seriousViolations(second)).toEqual([]);
  await second.getByLabel('Password').fill('not-the-password');
  await second.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(second.getByText('That password is not right for this account.')).toBeVisible();
  await expect(second).toHaveURL(/\/link-account$/);
  await second.getByLabel('Password').fill(owner.password);
  await second.getByRole('button', { name: 'Link and sign in' }).click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByText(`Welcome back, ${owner.username}!`)).toBeVisible();
  await second.goto('/settings');
  await expect(second.getByText(`Linked as ${owner.email}`)).toBeVisible();
  // It has a password too: the provider may go, once the password confirms it is the owner.
  await second.getByRole('button', { name: 'Unlink Rinkside ID' }).click();
  const confirmOwner = second.getByRole('dialog', { name: "Confirm it's you" });
  await expect(confirmOwner.getByLabel('Your password')).toBeFocused();
  await confirmOwner.getByLabel('Your password').fill('not-the-password');
  await confirmOwner.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirmOwner.getByText('That password is not right. Try again.')).toBeVisible();
  await shoot(second, 'confirm-with-password');
  await confirmOwner.getByLabel('Your password').fill(owner.password);
  await second.keyboard.press('Enter');
  await expect(confirmOwner).toBeHidden();
  await expect(second.getByText('Not linked')).toBeVisible();
  await other.close();
});
