import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { ok } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 31, docs/decisions/080: Generate schedule starts from the league day; a start in the past shows how
// many games would be played at once, and the commissioner confirms before they are.
const shoot = (page: Page, name: string) => shootScreens(page, process.env.SCHEDULE_SHOTS, name);

/** 'Mon, Nov 30, 2026' for the calendar day '2026-11-30', as Commissioner Tools writes it. */
const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A calendar day 'yyyy-MM-dd' moved by whole days. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('the commissioner sees the count of games a past start would play at once, then confirms', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'sched');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const api = context.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Today ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  const clock = await ok<{ date: string }>(await api.get(`/api/league/${leagueId}/clock`));

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const card = page.getByRole('region', { name: 'Generate schedule' });
  // One set of season controls: the Season panel, not the older Simulation card.
  await expect(page.getByRole('region', { name: 'Season' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Simulation' })).toHaveCount(0);
  // The defaults start the day after the league day.
  await expect(card.getByLabel('Start date')).toHaveValue(addDays(clock.date, 1));
  await expect(card.getByLabel('End date')).toHaveValue(addDays(clock.date, 192));
  await card.getByRole('heading', { name: 'Generate schedule' }).scrollIntoViewIfNeeded();
  await shoot(page, 'schedule-defaults');

  await card.getByLabel('Games per team').fill('12');
  await card.getByLabel('Start date').fill(addDays(clock.date, -7));
  await card.getByLabel('End date').fill(addDays(clock.date, 20));
  await card.getByRole('button', { name: 'Generate schedule' }).click();
  const warning = card.getByRole('alert');
  await expect(warning).toContainText(
    `would be played at once as soon as the schedule is saved: start on or after ${longDay(addDays(clock.date, 1))}, or confirm to play them now.`,
  );
  const count = Number((await warning.textContent())?.match(/(\d+) games? would be played/)?.[1]);
  expect(count).toBeGreaterThan(0);
  // Nothing was stored while the commissioner decides.
  const before = await ok<{ games: unknown[] }>(await api.get(`/api/league/${leagueId}/schedule`));
  expect(before.games).toEqual([]);
  await shoot(page, 'schedule-games-due');

  await card.getByRole('button', { name: `Play ${count} ${count === 1 ? 'game' : 'games'} now` }).click();
  await expect(page.getByText('Schedule generated: 24 games.')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
  // The games already due are played by the scheduler at once.
  await expect(async () => {
    const { played } = await ok<{ played: number }>(
      await api.get(`/api/league/${leagueId}/schedule/progress`),
    );
    expect(played).toBe(count);
  }).toPass({ timeout: 60_000 });
});
