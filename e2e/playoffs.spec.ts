import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { advanceLeague, localDay, ok } from './support/league';

// Issue 14: the commissioner ends the regular season and the bracket page shows the playoffs.

test('after the regular season the bracket shows every series with links to its games', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const commissioner = await registerVerifiedUser(request, 'cup');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const api = context.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Cup ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(14) },
    }),
  );

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/playoffs`);
  await expect(page.getByRole('heading', { name: 'Playoffs', level: 1 })).toBeVisible();
  await expect(page.getByText(/The playoffs start when the regular season ends/)).toBeVisible();

  await advanceLeague(api, leagueId, { to: 'regularSeasonEnd' });
  // The playoffs start by themselves (or by the commissioner's button) once the last game is final.
  await page.reload();
  const start = page.getByRole('button', { name: 'Start the playoffs' });
  const bracket = page.getByRole('region', { name: 'Bracket' });
  await expect(start.or(bracket)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(bracket).toBeVisible();
  await expect(bracket.getByRole('article').first()).toBeVisible();

  // A game link opens that game.
  await advanceLeague(api, leagueId, { to: 'date', date: localDay(20) });
  await page.reload();
  const firstGame = bracket.getByRole('link', { name: /^Game 1,/ }).first();
  await firstGame.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/game\/viewer\?gameId=\d+$/);
});
