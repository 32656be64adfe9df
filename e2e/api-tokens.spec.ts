import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { ok } from './support/league';

// Issue 34: a GM makes a personal API token in Account settings, sees it once, lets a script read his league's
// standings with it, revokes it, and the script is refused from then on.
test('api tokens: create one, read the standings with it, revoke it', async ({ browser, request }) => {
  const account = await registerVerifiedUser(request, 'bot');
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(context, account);
  const { id: leagueId } = await ok<{ id: number }>(
    await context.request.post('/api/league/create', {
      data: { name: 'Token League', mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );

  const page = await context.newPage();
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API tokens' });
  // The new league's first work may still hold the server a moment.
  await expect(section.getByText('You have no API tokens.')).toBeVisible({ timeout: 30_000 });

  await section.getByLabel('Token name').fill('Standings bot');
  await section.getByLabel('Scope').selectOption('read');
  await section.getByLabel('Expires after').selectOption('30');
  await section.getByRole('button', { name: 'Create token' }).click();
  const shown = section.getByTestId('new-api-token');
  await expect(shown).toContainText(/^rks_[A-Za-z0-9_-]{43}$/);
  const secret = (await shown.textContent()) ?? '';
  await section.getByRole('button', { name: 'Copy token' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate('navigator.clipboard.readText()')).toBe(secret);

  const row = section.getByTestId('api-token');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Standings bot');
  await expect(row).toContainText('Read only');
  await expect(row).toContainText('never used');
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await useColorScheme(page, 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await useColorScheme(page, 'light');

  const shots = process.env.TOKENS_SHOTS;
  if (shots) {
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await useColorScheme(page, scheme);
        await settle(page);
        await section.screenshot({ path: `${shots}/api-tokens-${width}-${scheme}.png` });
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await useColorScheme(page, 'light');
  }

  // Shown once: gone when dismissed, and not in the page after a reload.
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);

  // A script with the token (no cookies) reads the standings.
  const bearer = { Authorization: `Bearer ${secret}` };
  const standings = await request.get(`/api/league/${leagueId}/standings`, { headers: bearer });
  expect(standings.status(), await standings.text()).toBe(200);
  expect(((await standings.json()) as { standings: unknown[] }).standings.length).toBeGreaterThan(0);

  await page.reload();
  await expect(row).toContainText(/last used/);
  await expect(page.getByText(secret)).toHaveCount(0);

  // Revoked from the list: the script's next request is refused.
  await section.getByRole('button', { name: 'Revoke Standings bot' }).click();
  await expect(section.getByText('You have no API tokens.')).toBeVisible();
  const refused = await request.get(`/api/league/${leagueId}/standings`, { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toMatch(/revoked/);
  await context.close();
});
