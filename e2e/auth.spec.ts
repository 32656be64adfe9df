import { expect, test } from '@playwright/test';
import { verificationLink } from './support/mail';

const username = `e2e_${Date.now().toString(36)}`;
const email = `${username}@example.com`;
const password = 'Rinkside-2026!';

test('a visitor registers, verifies by e-mail, signs in, and signing out ends every tab', async ({
  page,
  context,
}) => {
  await page.goto('/register');
  await expect(page.getByText('Join Rinkside')).toBeVisible();
  const register = page.getByRole('button', { name: 'Register' });
  await expect(register).toBeDisabled();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await expect(page.getByText('Very strong')).toBeVisible();
  await register.click();
  await expect(
    page.getByText('User registered successfully! Please check your email to verify your account.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 5000 });

  // Follow the link from the real mail.
  const link = await verificationLink(email);
  await page.goto(link);
  await expect(page.getByText('Email Verified!')).toBeVisible();
  await expect(
    page.getByText('Thank you for verifying your email. You can now log in and access your account.'),
  ).toBeVisible();

  await page.goto('/login');
  await expect(page.getByText('Welcome Back')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${username}!`)).toBeVisible();
  await expect(page.getByText('No Leagues Yet')).toBeVisible();

  // A second tab of the same browser is signed in too.
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByText(`Welcome back, ${username}!`)).toBeVisible();

  // Sign out in the first tab; the force-logout event sends the second tab to the landing page.
  await page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(second).toHaveURL(/\/$/);
  await second.goto('/dashboard');
  await expect(second).toHaveURL(/\/login$/);
});
