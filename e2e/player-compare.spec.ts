import { expect, test, type Page } from '@playwright/test';
import { commissionerAndGm } from './support/accounts';
import { ok, playedLeague } from './support/league';
import { shootScreens } from './support/screenshots';

// Issue 34: two to four players side by side, opened from a player page (docs/decisions/092).

interface RosterPlayer {
  id: number;
  firstName: string;
  lastName: string;
  position: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fullName = (p: RosterPlayer) => `${p.firstName} ${p.lastName}`;

/** Types his name in the picker and chooses him among the players found. */
async function addPlayer(page: Page, player: RosterPlayer) {
  const picker = page.getByRole('textbox', { name: 'Add a player' });
  await picker.fill(fullName(player));
  const option = page.getByRole('option', { name: new RegExp(`^${escape(fullName(player))} ·`) }).first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
  await expect(page).toHaveURL(new RegExp(`ids=[0-9,]*${player.id}`));
}

test('from a player page, compare him with two more players: a radar and three columns', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { gm, commish, api } = await commissionerAndGm(browser, request);
  const { leagueId, teams } = await playedLeague(api, {
    name: `Compare ${Date.now().toString(36)}`,
    gm: gm.username,
  });
  const skatersOf = async (teamId: number) =>
    (
      await ok<{ players: RosterPlayer[] }>(await api.get(`/api/team/league/${leagueId}/team/${teamId}`))
    ).players.filter((p) => p.position !== 'G');
  const [first] = await skatersOf(teams[0]?.id ?? 0);
  const [second, third] = await skatersOf(teams[1]?.id ?? 0);
  if (!first || !second || !third) throw new Error('The teams have too few skaters');

  const page = await commish.newPage();
  await page.goto(`/league/${leagueId}/player/${first.id}`);
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(new RegExp(`/league/${leagueId}/players/compare\\?ids=${first.id}$`));
  await expect(page.getByRole('alert').filter({ hasText: 'Add at least one more player' })).toBeVisible();

  await addPlayer(page, second);
  await addPlayer(page, third);

  const names = [first, second, third].map(fullName);
  const radar = page.getByRole('img', {
    name: `Skater ratings: ${names[0]}, ${names[1]} and ${names[2]}`,
  });
  await expect(radar).toBeVisible();
  expect(await radar.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(3);
  await expect(columns).toHaveText(names.map((name) => new RegExp(escape(name))));
  await shootScreens(page, process.env.COMPARE_SHOTS, 'player-compare');

  // A remove button takes one out, by keyboard as by mouse.
  await page.getByRole('button', { name: `Remove ${names[1]} from the comparison` }).focus();
  await page.keyboard.press('Enter');
  await expect(columns).toHaveCount(2);
  await expect(page.getByRole('img', { name: `Skater ratings: ${names[0]} and ${names[2]}` })).toBeVisible();
});
