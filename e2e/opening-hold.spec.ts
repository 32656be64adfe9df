import { expect, test, type Page } from '@playwright/test';
import { commissionerAndGm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { customLeague, localDay, ok } from './support/league';
import { shootScreens } from './support/screenshots';
import { withServerDb } from './support/server-db';

// Issue 30, docs/decisions/076: a GM's team below the floor holds the regular season's start; the
// commissioner sees it on the Season panel, starts the season anyway, and the games play.

const shoot = (page: Page, name: string) => shootScreens(page, process.env.OPENING_SHOTS, name);

test('the commissioner sees the GM team that holds the opening, starts the season anyway, and it starts', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await customLeague(api, { name: 'Opening', teamCount: 4 });
  const team = teams[0];
  if (!team) throw new Error('No team');
  await ok(await api.put(`/api/league/${leagueId}/team/${team.id}/gm`, { data: { username: gm.username } }));
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(30) },
    }),
  );
  // His best-paid players leave on the minimum: the payroll drops under the floor.
  withServerDb((db) =>
    db.prepare('update players set cap_hit = min(cap_hit, 900000) where team_id = ?').run(team.id),
  );

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const season = page.getByRole('region', { name: 'Season' });
  const hold = season.getByRole('status').filter({ hasText: 'The regular season will not start on' });
  await expect(hold).toContainText('Every team run by a GM must reach the salary floor of $');
  await expect(hold.getByRole('listitem')).toHaveText(
    new RegExp(`^${team.name}: payroll \\$[\\d.]+M, \\$[\\d.]+M short$`),
  );

  // The advance is refused with the team and its shortfall.
  await season.getByRole('button', { name: 'Advance a week' }).click();
  await expect(season.getByRole('alert')).toContainText(
    `The regular season cannot start while a team run by a GM is below the salary floor`,
  );
  await expect(season.getByRole('alert')).toContainText(`${team.name} ($`);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'season-held');

  await hold.getByRole('button', { name: 'Start the season anyway' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start the season below the floor?' });
  await expect(dialog).toContainText(`${team.name} is below the salary floor`);
  await dialog.getByRole('button', { name: 'Start the season anyway' }).click();
  await expect(season.getByText('Starting below the salary floor')).toBeVisible();

  await season.getByRole('button', { name: 'Advance a week' }).click();
  await expect(season.getByText(/\d+ games played; now .+ Preseason → Regular season\./)).toBeVisible({
    timeout: 60_000,
  });
  await expect(season.getByText('Regular season', { exact: true })).toBeVisible();
  await commish.close();
});
