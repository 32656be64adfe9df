import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';

// SPEC §2 Standings and Stats, §5 leaderboards, §9 page size 50: after a simulated week.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const number = (text: string) => Number(text.replace('+', ''));

/** The numbers of one column of the first table, top to bottom. */
async function columnValues(page: Page, index: number): Promise<number[]> {
  const cells = await page
    .locator('table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.querySelectorAll('td')[i]?.textContent ?? ''), index);
  return cells.map(number);
}

const isDescending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);

test('after a simulated week: standings sort, leaders switch tabs, the player table pages', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const commissioner = await registerVerifiedUser(request, 'stats');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const created = await context.request.post('/api/league/create', {
    data: { name: `Stats ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: leagueId } = (await created.json()) as { id: number };
  const schedule = await context.request.post(`/api/league/${leagueId}/schedule/generate`, {
    data: { playPastGames: true, gamesPerTeam: 82, startDate: day(-7), endDate: day(180) },
  });
  expect(schedule.ok(), await schedule.text()).toBe(true);
  // Simulate every game up to today, batch by batch.
  for (let batch = 0; batch < 50; batch += 1) {
    const simulated = await context.request.post(`/api/simulation/league/${leagueId}/simulate`, {
      data: { until: day(0) },
      timeout: 60_000,
    });
    expect(simulated.ok(), await simulated.text()).toBe(true);
    const { simulated: count, remaining } = (await simulated.json()) as {
      simulated: number;
      remaining: number;
    };
    if (count === 0 || remaining === 0) break;
  }

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/standings`);
  await expect(page.getByRole('heading', { name: 'Standings' })).toBeVisible();
  await expect(page.locator('table').first().locator('tbody tr')).toHaveCount(4);
  expect((await columnValues(page, 2)).some((gp) => gp > 0)).toBe(true);

  // Columns: Rank, Team, GP, W, L, OTL, PTS, GF, GA, P%, DIFF.
  await page.getByRole('button', { name: 'Points (PTS)' }).click();
  await expect(page.getByRole('columnheader', { name: 'Points (PTS)' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(isDescending(await columnValues(page, 6))).toBe(true);
  await page.getByRole('button', { name: 'Goal differential (DIFF)' }).click();
  await expect(page.getByRole('columnheader', { name: 'Goal differential (DIFF)' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(isDescending(await columnValues(page, 10))).toBe(true);
  await page.getByRole('button', { name: 'Goal differential (DIFF)' }).click();
  await expect(page.getByRole('columnheader', { name: 'Goal differential (DIFF)' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(isDescending((await columnValues(page, 10)).reverse())).toBe(true);

  // Leaders: switch tabs in both boards.
  await page.goto(`/league/${leagueId}/stats`);
  const skaters = page.getByRole('region', { name: 'Top Skaters' });
  await expect(skaters.getByRole('list', { name: 'Top Skaters: Points' })).toBeVisible();
  await skaters.getByRole('tab', { name: 'Goals' }).click();
  await expect(skaters.getByRole('list', { name: 'Top Skaters: Goals' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await skaters.getByRole('tab', { name: '+/-' }).click();
  await expect(skaters.getByRole('list', { name: 'Top Skaters: +/-' })).toBeVisible();
  const goalies = page.getByRole('region', { name: 'Top Goalies' });
  await goalies.getByRole('tab', { name: 'GAA' }).click();
  await expect(goalies.getByRole('list', { name: 'Top Goalies: GAA' })).toBeVisible();

  // All Stats: 50 skaters a page, then the next page.
  await page.getByText('All Stats', { exact: true }).click();
  const showing = page.getByText(/^Showing 1–50 of \d+$/);
  await expect(showing).toBeVisible();
  const total = Number(/of (\d+)/.exec((await showing.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  await expect(page.locator('table').first().locator('tbody tr')).toHaveCount(50);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing 51–${Math.min(100, total)} of ${total}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Goalie Stats' }).click();
  await expect(page.getByRole('table', { name: 'Goalie statistics' })).toBeVisible();
  await page.getByRole('tab', { name: 'Team Stats' }).click();
  await expect(page.getByRole('table', { name: 'Team statistics' }).locator('tbody tr')).toHaveCount(4);

  // A player's page shows his game log.
  await page.getByRole('tab', { name: 'Player Stats' }).click();
  const player = page.locator('table').first().locator('tbody tr').first().getByRole('link');
  await player.click();
  await expect(page).toHaveURL(/\/player\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Game log' })).toBeVisible();
});
