import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { advanceLeague, localDay, ok } from './support/league';

// Issue 14: a league's past after its first year: the history's award winners lead to their player
// pages and careers, and the champion's page hangs its banner.

interface HistoryAward {
  award: string;
  name: string;
  playerId: number;
  playerName: string;
}
interface History {
  seasons: { champion: { teamId: number; name: string } | null; awards: HistoryAward[] }[];
}

test('the history names award winners who lead to their careers, and the champion hangs a banner', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'past');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const api = context.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Past ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(14) },
    }),
  );
  // The season, its playoffs to the Cup and the summer, as the commissioner's Season panel plays them.
  const long = { timeout: 60_000 };
  await advanceLeague(api, leagueId, { to: 'regularSeasonEnd' });
  await advanceLeague(api, leagueId, { to: 'date', date: localDay(90) });
  await ok(await api.post(`/api/league/${leagueId}/season/next`, long));
  const history = await ok<History>(await api.get(`/api/league/${leagueId}/history`));
  const champion = history.seasons.find((s) => s.champion)?.champion;
  const mvp = history.seasons.flatMap((s) => s.awards).find((a) => a.award === 'mvp');
  if (!champion || !mvp) throw new Error('The first season has no champion or no MVP');

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/history`);
  const awards = page.getByRole('region', { name: /^\d{4}–\d{2} awards$/ });
  await expect(awards.getByText('Most Valuable Player')).toBeVisible();
  await awards.getByRole('link', { name: mvp.playerName }).first().click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/player/${mvp.playerId}$`));
  const career = page.getByRole('region', { name: 'Career' });
  const regular = career.getByRole('table', { name: 'Regular season' });
  await expect(regular.getByRole('rowheader', { name: /^\d{4}–\d{2}$/ })).toHaveCount(1);
  await expect(regular.getByRole('cell', { name: 'Career' })).toBeVisible();

  await page.goto(`/league/${leagueId}/team/${champion.teamId}`);
  const banners = page.getByRole('list', { name: 'Championships' });
  await expect(banners.getByRole('img', { name: /^\d{4}–\d{2} Cup champions$/ })).toHaveCount(1);
});
