import { expect, test } from '@playwright/test';
import { registerVerifiedUser, signIn } from './support/accounts';
import { localDay, ok } from './support/league';

// Issue 14: a league's whole year from Commissioner Tools' Season panel: regular season, playoffs,
// a champion and awards, then the next season with last season in the history.

test('a commissioner plays a season through to a champion and starts the next one', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const commissioner = await registerVerifiedUser(request, 'life');
  const context = await browser.newContext();
  await signIn(context, commissioner);
  const api = context.request;
  const { id: leagueId } = await ok<{ id: number }>(
    await api.post('/api/league/create', {
      data: { name: `Life ${Date.now().toString(36)}`, mode: 'Custom', importTeams: false, teamCount: 4 },
    }),
  );
  await ok(
    await api.post(`/api/league/${leagueId}/schedule/generate`, {
      data: { gamesPerTeam: 6, startDate: localDay(1), endDate: localDay(14) },
    }),
  );

  const page = await context.newPage();
  await page.goto(`/league/${leagueId}/commish`);
  const season = page.getByRole('region', { name: 'Season' });
  // The first game is tomorrow: the season is still in preseason.
  await expect(season.getByText('Preseason', { exact: true })).toBeVisible();
  await season.getByRole('button', { name: 'To the end of the regular season' }).click();
  await expect(season.getByRole('status')).toContainText(/\d+ games played; now /, { timeout: 60_000 });

  // The playoffs start by themselves after the last planned game, or by the commissioner's button.
  const start = season.getByRole('button', { name: 'Start the playoffs' });
  const playoffsBadge = season.getByText('Playoffs', { exact: true });
  await expect(start.or(playoffsBadge)).toBeVisible();
  if (await start.isVisible()) {
    await start.click();
    await expect(playoffsBadge).toBeVisible();
  }

  await page.goto(`/league/${leagueId}/playoffs`);
  const bracket = page.getByRole('region', { name: 'Bracket' });
  await expect(bracket.getByRole('article').first()).toBeVisible();

  // Far enough ahead for every series to go the distance.
  await page.goto(`/league/${leagueId}/commish`);
  await season.getByLabel('Advance to date').fill(localDay(60));
  await season.getByRole('button', { name: 'To a date' }).click();
  await expect(season.getByRole('status')).toContainText(/games played; now /, { timeout: 60_000 });
  await expect(season.getByText('Offseason', { exact: true })).toBeVisible();

  // The league home says where the season is, not a fixed 'Season Active'.
  await page.goto(`/league/${leagueId}`);
  await expect(page.getByText(/ Offseason$/)).toBeVisible();
  await expect(page.getByText('Season Active')).toHaveCount(0);

  await page.goto(`/league/${leagueId}/playoffs`);
  const banner = page.getByRole('region', { name: 'Champion' });
  await expect(banner).toContainText('win the Cup');
  const cup = await banner.getByText(/ win the Cup$/).innerText();
  const championName = cup.replace(/ win the Cup$/, '');
  expect(championName).not.toBe('');

  await page.goto(`/league/${leagueId}/awards`);
  await expect(page.getByRole('heading', { level: 1, name: /^Awards/ })).toBeVisible();
  await expect(page.getByText('No awards yet')).toHaveCount(0);
  await expect(page.getByRole('main').locator('a[href*="/player/"]').first()).toBeVisible();

  await page.goto(`/league/${leagueId}/commish`);
  await season.getByRole('button', { name: 'Start the next season' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start the next season?' });
  await dialog.getByRole('button', { name: 'Start the next season' }).click();
  await expect(season.getByRole('status')).toContainText('has begun', { timeout: 60_000 });

  // The new season's games are all ahead: none shows a score under Upcoming.
  await page.goto(`/league/${leagueId}/game`);
  const upcoming = page.getByRole('region', { name: 'Upcoming Games' });
  await expect(upcoming).toBeVisible();
  await expect(upcoming.getByText(/Final/)).toHaveCount(0);

  // Last season stays browsable: the season selector, from the keyboard, shows its finals alone.
  const seasonList = await ok<{ id: number; active: boolean }[]>(
    await api.get(`/api/league/${leagueId}/seasons`),
  );
  const [current, last] = seasonList;
  if (!current?.active || !last) throw new Error('Expected the new season and last season');
  const seasonSelect = page.getByRole('combobox', { name: 'Season' });
  await expect(seasonSelect).toHaveValue(String(current.id));
  await seasonSelect.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(new RegExp(`/game\\?season=${last.id}$`));
  const finals = page.getByRole('region', { name: 'Final Games' });
  await expect(finals.getByText(/^Final: \d+ - \d+/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming Games' })).toHaveCount(0);
  // The address keeps the season: a reload shows the same one.
  await page.reload();
  await expect(seasonSelect).toHaveValue(String(last.id));
  await expect(finals.getByText(/^Final: /).first()).toBeVisible();

  // The schedule opens on the new season's games; last season's calendar is a choice away, read-only.
  await page.goto(`/league/${leagueId}/schedule`);
  const gameDays = page.getByRole('cell', { name: / games?$/ });
  await expect(gameDays.first()).toBeVisible();
  const newSeasonDay = await gameDays.first().getAttribute('data-date');
  await expect(page.getByRole('heading', { name: 'Upload Schedule' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Season' }).selectOption(String(last.id));
  await expect(page).toHaveURL(new RegExp(`/schedule\\?season=${last.id}$`));
  await expect(gameDays.first()).not.toHaveAttribute('data-date', newSeasonDay ?? '');
  // Last season's games, a year before the new season's.
  const lastSeasonDay = await gameDays.first().getAttribute('data-date');
  const daysApart = (Date.parse(newSeasonDay ?? '') - Date.parse(lastSeasonDay ?? '')) / 86_400_000;
  expect(daysApart).toBeGreaterThan(300);
  await expect(page.getByRole('heading', { name: 'Upload Schedule' })).toHaveCount(0);

  // And last season's bracket, its champion crowned.
  await page.goto(`/league/${leagueId}/playoffs`);
  await page.getByRole('combobox', { name: 'Season' }).selectOption(String(last.id));
  await expect(page.getByRole('region', { name: 'Champion' })).toContainText(`${championName} win the Cup`);
  await expect(page.getByRole('region', { name: 'Bracket' }).getByRole('article').first()).toBeVisible();

  await page.goto(`/league/${leagueId}/history`);
  const seasons = page.getByRole('table', { name: 'Seasons' });
  await expect(seasons.getByRole('row').filter({ hasText: championName })).toBeVisible();
});
