import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { seriousViolations, settle, useColorScheme } from './support/axe';
import { ok } from './support/league';

const SHOTS = '/tmp/s6/shots/delete';

test('a commissioner deletes the account from settings, handing the league to the second GM', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [commissioner, second] = [
    await registerVerifiedUser(request, 'leaving'),
    await registerVerifiedUser(request, 'staying'),
  ];
  const commishContext = await browser.newContext();
  await signIn(commishContext, commissioner);
  const api = commishContext.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: 'Harbour League', mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number; name: string }[] }>(
    await api.get(`/api/league/${leagueId}`),
  );
  const [ownTeam, secondTeam] = teams;
  await ok(
    await api.put(`/api/league/${leagueId}/team/${ownTeam?.id}/gm`, {
      data: { username: commissioner.username },
    }),
  );
  await ok(
    await api.put(`/api/league/${leagueId}/team/${secondTeam?.id}/gm`, {
      data: { username: second.username },
    }),
  );

  const page = await commishContext.newPage();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Delete account' });
  await expect(section).toBeVisible();

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await useColorScheme(page, scheme);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}-section-${width}-${scheme}.png`, fullPage: true });
    }

  await section.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const choice = dialog.getByRole('textbox', { name: 'New commissioner of Harbour League' });
  await expect(choice).toBeVisible();
  await expect(dialog.getByText('Your messages stay with the people you wrote to')).toBeVisible();

  // Nothing chosen, no password: the dialog says what is missing and deletes nothing.
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Choose who takes over, or close the league')).toBeVisible();
  await expect(dialog.getByText('Enter your password to confirm')).toBeVisible();

  await choice.click();
  await page.getByRole('option', { name: `${second.username} (${secondTeam?.name})` }).click();
  await dialog.getByLabel(/Your password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That password is not right.');

  for (const width of [390, 1280])
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await useColorScheme(page, scheme);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}-confirm-${width}-${scheme}.png` });
    }

  await dialog.getByLabel(/Your password/).fill(commissioner.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  // The second GM now runs the league.
  const secondContext = await browser.newContext();
  await signIn(secondContext, second);
  const secondPage = await secondContext.newPage();
  await secondPage.goto(`/league/${leagueId}`);
  await secondPage.getByRole('link', { name: 'Commissioner Tools' }).first().click();
  const tools = secondPage.getByRole('heading', { name: 'Commissioner Tools' });
  await expect(tools).toBeVisible();
  await expect(tools.locator('xpath=..').getByText('Harbour League')).toBeVisible();

  // The deleted account cannot sign in any more.
  await page.goto('/login');
  await page.getByLabel('Username').fill(commissioner.username);
  await page.getByLabel('Password').fill(commissioner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await commishContext.close();
  await secondContext.close();
});
