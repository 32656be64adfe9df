import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, settle } from './support/axe';
import { ok } from './support/league';
import { playedLeagueWithGm } from './support/league-with-gm';
import { shootScreens } from './support/screenshots';

// Issue 20: the game seen in pictures — the viewer's shot map, game flow and story, the live rink, and a
// player's and a team's season shot map.
const shoot = (page: Page, name: string) => shootScreens(page, process.env.SEE_SHOTS, name);

interface GameAnswer {
  simulationData: {
    playerStats: { teamA: Record<string, { playerId: number; shots: number }> };
  };
}

test('a GM reads a game from its shot map, flow and story, watches the rink live, and opens season shot maps', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { league, gmContext } = await playedLeagueWithGm(browser, request, 'Shot Map League');
  const page = await gmContext.newPage();
  const viewer = `/league/${league.leagueId}/game/viewer?gameId=${league.finalGameId}`;

  // The box score counts each team's shot attempts (CF, all situations).
  await page.goto(viewer);
  await page.getByRole('tab', { name: 'Box Score' }).click();
  const metrics = page.getByRole('table', { name: 'Shot attempts and expected goals' });
  const corsi = async (row: number) =>
    Number(await metrics.getByRole('row').nth(row).getByRole('cell').nth(1).textContent());
  const homeAttempts = await corsi(2);
  const awayAttempts = await corsi(3);
  expect(homeAttempts + awayAttempts).toBeGreaterThan(20);
  const homeName = (await metrics.getByRole('row').nth(2).getByRole('rowheader').textContent()) ?? '';

  // The shot map has a marker for every one of them.
  await page.getByRole('tab', { name: 'Shot Map' }).click();
  const map = page.getByRole('group', { name: /^Shot map:/ });
  const markers = map.getByRole('button');
  await expect(markers).toHaveCount(homeAttempts + awayAttempts);
  await expect(map.locator('[data-kind="goal"]').first()).toBeVisible();

  // Hovering a marker tells its event: who, what, when and its expected goals.
  // (Markers may overlap: the mouse goes to one's centre and reads whichever event is on top there.)
  const shotMarker = map.locator('[data-kind="shot"]').first();
  await shotMarker.scrollIntoViewIfNeeded();
  const shot = await shotMarker.boundingBox();
  if (!shot) throw new Error('The shot marker has no box');
  await page.mouse.move(shot.x + shot.width / 2, shot.y + shot.height / 2);
  await expect(page.getByText(/ of (the [0-9a-z]+|overtime)( · xG \d\.\d\d)?$/)).toBeVisible();
  await expect(
    page.getByText(/^(Goal|Shot on goal|Missed shot|Blocked shot)( \((PP|SH)\))? · .+ \(.+\)$/),
  ).toBeVisible();
  // Keyboard focus shows it too; the arrow keys go on to the next attempt.
  await page.mouse.move(0, 0);
  await markers.first().focus();
  await expect(page.getByText(/ of the 1st( · xG \d\.\d\d)?$/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(markers.nth(1)).toBeFocused();
  await page.keyboard.press('Escape');

  // The home team alone: the other team's markers are gone.
  await page.getByRole('radiogroup', { name: 'Team' }).locator('label', { hasText: homeName }).click();
  await expect(markers).toHaveCount(homeAttempts);
  await expect(map.locator('[data-team="away"]')).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Team' }).locator('label', { hasText: 'Both teams' }).click();
  await expect(markers).toHaveCount(homeAttempts + awayAttempts);

  // The game flow and the story.
  const flow = page.getByRole('region', { name: 'Game flow' });
  await expect(flow.getByText(/^Expected goals: .+ \d+\.\d\d, .+ \d+\.\d\d\. Shot attempts:/)).toBeVisible();
  await expect(flow.locator('.recharts-line').first()).toBeVisible();
  const story = page.getByRole('region', { name: 'The story' });
  await expect(story.getByText(/ beat .+ \d+–\d+/)).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'viewer-shot-map');
  await page.getByRole('tab', { name: 'Box Score' }).click();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'viewer-box-score');

  // Live: the rink beside the play-by-play; a marker appears when a shot plays.
  await page.goto(`/league/${league.leagueId}/game/live?gameId=${league.finalGameId}`);
  const rink = page.getByRole('region', { name: 'Rink' });
  await expect(rink).toBeVisible();
  const liveMarkers = rink.getByTestId('live-marker');
  await expect(liveMarkers).toHaveCount(0);
  await expect.poll(() => liveMarkers.count(), { timeout: 60_000 }).toBeGreaterThan(0);
  await expect(rink.getByText(/zone$/)).toBeVisible();
  await expect(rink.getByTestId('strength')).toContainText(/Strength: \dv\d/);
  await page.getByRole('button', { name: 'Pause' }).click();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'live-rink');
  await page.getByRole('button', { name: 'Simulate Period' }).click();
  const afterPeriod = await liveMarkers.count();
  expect(afterPeriod).toBeGreaterThan(1);

  // A skater of the game: his season shot map and rates.
  const game = await ok<GameAnswer>(await page.request.get(`/api/simulation/game/${league.finalGameId}`));
  const shooter = Object.values(game.simulationData.playerStats.teamA).find((p) => p.shots > 0);
  if (!shooter) throw new Error('Nobody of the home team shot');
  await page.goto(`/league/${league.leagueId}/player/${shooter.playerId}`);
  const season = page.getByRole('region', { name: 'Season shot map' });
  await expect(season.getByRole('img', { name: /^Shot attempts: \d+ shot attempts?,/ })).toBeVisible();
  await expect(season.getByText('ixG', { exact: true })).toBeVisible();
  await expect(season.getByText('xGF%', { exact: true })).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'player-season-shots');

  // The team page: its attempts, and those it allowed.
  await page.goto(`/league/${league.leagueId}/team/${league.teams[0]?.id ?? 0}`);
  const teamSeason = page.getByRole('region', { name: 'Season shot map' });
  await expect(teamSeason.getByRole('img', { name: /^Shot attempts taken:/ })).toBeVisible();
  await teamSeason.getByText('Allowed', { exact: true }).click();
  await expect(teamSeason.getByRole('img', { name: /^Shot attempts allowed:/ })).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'team-season-shots');

  // The stats page's team table: Corsi, Fenwick and expected goals.
  await page.goto(`/league/${league.leagueId}/stats`);
  await page.getByText('All Stats', { exact: true }).click();
  await page.getByRole('tab', { name: 'Team Stats' }).click();
  const teams = page.getByRole('table', { name: 'Team statistics' });
  await expect(teams.getByRole('columnheader', { name: /xGF%/ })).toBeVisible();
  await expect(teams.getByRole('row').nth(1)).toContainText(/\d+\.\d%/);
  await shoot(page, 'stats-team-table');
});
