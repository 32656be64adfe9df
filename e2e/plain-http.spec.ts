// A home server at http://192.168.1.10:3000 showed a blank page: the Content-Security-Policy's
// upgrade-insecure-requests sent every script to https, where nothing listens. The plain-http project maps
// rinkside.test to 127.0.0.1 inside the browser, so the page is a plain-http origin that is not localhost
// (which browsers treat as secure) while no traffic leaves this machine.
import { expect, request, test, type Page } from '@playwright/test';
import { registerVerifiedUser } from './support/accounts';
import { E2E } from './support/ports';

/** What the browser reports when a page does not load as it should: errors, blocked or failed requests. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (failed) => {
    const why = failed.failure()?.errorText ?? 'unknown';
    // A navigation aborts what the page had in flight (the live event stream): no fault of the page.
    if (why !== 'net::ERR_ABORTED') problems.push(`request failed: ${failed.url()} (${why})`);
  });
  return problems;
}

test('over plain http under a name that is not localhost, the app loads and signs in', async ({
  page,
  baseURL,
}) => {
  expect(new URL(baseURL ?? '').host).toBe(`${E2E.plainHttpHost}:${E2E.appPort}`);
  // This test process cannot resolve rinkside.test (only the browser maps it): make the account at loopback.
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${E2E.appPort}` });
  const account = await registerVerifiedUser(api, 'plain');
  await api.dispose();

  const problems = watchForProblems(page);
  const landing = await page.goto('/');
  const headers = landing?.headers() ?? {};
  expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(headers['strict-transport-security']).toBeUndefined();
  // The page is rendered by its scripts: the hero shows only if they loaded over http.
  await expect(page.getByRole('heading', { name: 'Welcome to Rinkside!' })).toBeVisible();

  // Signing in sends a cross-host Origin (rinkside.test while PUBLIC_URL names 127.0.0.1): it must count
  // as this site, and the session cookies must not be Secure, or the browser would drop them over http.
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Welcome back, ${account.username}!`)).toBeVisible();

  expect(problems).toEqual([]);
});
