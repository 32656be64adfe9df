import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { localDay, ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 28: an advance plays on behind its request; the Season panel shows its progress and its end,
// and a GM's open page reads the league again when it ends (docs/decisions/067).
const shoot = (page: Page, name: string) => shootScreens(page, process.env.ADVANCE_SHOTS, name);

test('the Season panel shows an advance under way, then its result; a GM sees the standings move', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const commissioner = await registerVerifiedUser(request, 'adv');
  const gm = await registerVerifiedUser(request, 'advgm');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const api = context.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Nights ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 16 },
    }),
  );
  const { teams } = await ok<{ teams: { id: number }[] }>(await api.get(`/api/league/${leagueId}`));
  await ok(
    await api.put(`/api/league/${leagueId}/team/${teams[0]?.id}/gm`, { data: { username: gm.username } }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 40, startDate: localDay(1), endDate: localDay(120) },
    }),
  );

  // The GM keeps the standings open while the commissioner plays the season.
  const gmContext = await browser.newContext();
  await signIn(gmContext, gm);
  const gmPage = await gmContext.newPage();
  await gmPage.goto(`/league/${leagueId}/standings`);
  await expect(gmPage.getByRole('table').first()).toBeVisible();

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const season = page.getByRole('region', { name: 'Season' });
  await season.getByRole('button', { name: 'To the end of the regular season' }).click();
  await expect(
    season.getByText(/Advancing to the end of the regular season… \d+ of 320 games played/),
  ).toBeVisible();
  await expect(season.getByRole('progressbar', { name: 'Advance progress' })).toBeVisible();
  await expect(season.getByRole('button', { name: 'Advance a day' })).toBeDisabled();

  await expect(season.getByRole('status')).toContainText('320 games played; now ', { timeout: 150_000 });
  await expect(season.getByRole('progressbar')).toHaveCount(0);
  await expect(season.getByRole('button', { name: 'Advance a day' })).toBeEnabled();
  await shoot(page, 'season-advanced');

  // Without a reload, the GM's standings now count every team's 40 games.
  await expect(
    gmPage.getByRole('table').first().getByRole('cell', { name: '40', exact: true }).first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  await gmContext.close();
  await context.close();
});
