import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { shootScreens } from './support/screenshots';

// Issue 34: the league's records and its hall of fame, reached from the league menu after a week of games.

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('records name a holder after a week of games; the hall of fame says who becomes eligible', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const commissioner = await registerVerifiedUser(request, 'records');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const created = await context.request.post('/api/league/create', {
    data: { name: `Records ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: leagueId } = (await created.json()) as { id: number };
  const schedule = await context.request.post(`/api/league/${leagueId}/schedule/generate`, {
    data: { playPastGames: true, gamesPerTeam: 20, startDate: day(-7), endDate: day(60) },
  });
  expect(schedule.ok(), await schedule.text()).toBe(true);
  for (let batch = 0; batch < 20; batch += 1) {
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
  await page.goto(`/league/${leagueId}`);
  const menu = page.getByRole('navigation', { name: 'League menu' });
  await menu.getByRole('link', { name: 'Records' }).click();
  await expect(page.getByRole('heading', { name: 'Records', level: 1 })).toBeVisible();
  const goals = page.getByRole('region', { name: 'Goals' });
  await expect(goals.getByRole('row').nth(1)).toBeVisible();
  await expect(goals.getByRole('row').nth(1).getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`/league/${leagueId}/player/\\d+$`),
  );
  await shootScreens(page, process.env.RECORDS_SHOTS, 'records');

  await page.getByRole('tab', { name: 'Game' }).click();
  await expect(page.getByRole('region', { name: 'Biggest win' }).getByText(/^vs /).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Game' }).press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Career' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Games played' }).getByRole('row').nth(1)).toBeVisible();

  await menu.getByRole('link', { name: 'Hall of Fame' }).click();
  await expect(page.getByRole('heading', { name: 'Hall of Fame', level: 1 })).toBeVisible();
  await expect(page.getByText('No one has been inducted yet')).toBeVisible();
  await expect(page.getByText(/Players become eligible 1 season after they retire/)).toBeVisible();
  await shootScreens(page, process.env.RECORDS_SHOTS, 'hall-of-fame');
  await context.close();
});
