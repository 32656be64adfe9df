import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { passwordResetLink } from './support/mail';

const NEW_PASSWORD = 'Slapshot-from-the-point-7';

test('a GM who forgot the password resets it by e-mail; every other sign-in ends', async ({
  browser,
  page,
  request,
}) => {
  const account = await registerVerifiedUser(request, 'reset');

  // Signed in elsewhere: another browser (its own cookies).
  const elsewhere = await browser.newContext();
  await signIn(elsewhere, account);
  const laptop = await elsewhere.newPage();
  await laptop.goto('/dashboard');
  await expect(laptop.getByText(`Welcome back, ${account.username}!`)).toBeVisible();

  // Here, signed out: from the login page to the forgotten-password page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      "If an account uses that address, we've sent a link to reset its password. It's good for one hour.",
    ),
  ).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await settle(page);
    expect(await seriousViolations(page), `forgot password, ${scheme}`).toEqual([]);
  }

  // The link from the real mail.
  await page.goto(await passwordResetLink(account.email));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await useColorScheme(page, scheme);
    await settle(page);
    expect(await seriousViolations(page), `reset password, ${scheme}`).toEqual([]);
  }
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await expect(page.getByText('Very strong')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  // The old password no longer works; the new one does.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();

  // The other browser's sign-in was ended: on its next load it is signed out.
  await laptop.reload();
  await expect(laptop).toHaveURL(/\/login$/);
  await expect(laptop.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // The link was spent.
  await page.goto(await passwordResetLink(account.email));
  await page.getByLabel(/^New password/).fill('Another-new-one-8');
  await page.getByLabel('Confirm new password').fill('Another-new-one-8');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await elsewhere.close();
});
