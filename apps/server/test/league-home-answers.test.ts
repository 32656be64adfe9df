import { leaderRows, type LeagueStatsResponse, SEASON_PROGRESS_UPCOMING } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

// The league home's two small answers: how far the season has gone with its next games, and the season's
// leaders, each the same as the home read from the whole schedule and the whole season's stats.

interface Game {
  gameId: number;
  startAt: string;
  isSimulated: boolean;
}

const ids = (games: Game[]) => games.map((g) => g.gameId);

describe.each(DIALECTS)("the league home's answers on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;

  const get = (url: string, user: TestUser | null = commissioner) =>
    t.app.inject({ method: 'GET', url, headers: user ? as(user) : {} });
  const leagueUrl = (path: string) => `/api/league/${season.league.id}/${path}`;
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  /** The whole schedule's count, finals and next unplayed games: what the home used to work out itself. */
  async function fromSchedule() {
    const { games } = await json<{ games: Game[] }>(leagueUrl('schedule'));
    const unplayed = games.filter((g) => !g.isSimulated);
    return {
      total: games.length,
      played: games.length - unplayed.length,
      upcoming: ids(
        [...unplayed].sort((a, b) => a.startAt.localeCompare(b.startAt)).slice(0, SEASON_PROGRESS_UPCOMING),
      ),
    };
  }

  async function progress() {
    const answer = await json<{ total: number; played: number; upcoming: Game[] }>(
      leagueUrl('schedule/progress'),
    );
    return { total: answer.total, played: answer.played, upcoming: ids(answer.upcoming) };
  }

  const leaderIds = (stats: LeagueStatsResponse) => {
    const rows = leaderRows(stats);
    return [rows.points, rows.goals, rows.assists, rows.wins].map((row) => row?.playerId ?? null);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
  });
  afterAll(() => t.close());

  it('answers a season not yet begun with its size, its first games and no leaders', async () => {
    const expected = await fromSchedule();
    expect(expected.total).toBe(12);
    expect(await progress()).toEqual({ ...expected, played: 0 });
    const leaders = await json<LeagueStatsResponse>(leagueUrl('stats/leaders'));
    expect(leaders.playerStats).toEqual([]);
    expect(leaders.goalieStats).toEqual([]);
  });

  it('follows the season as it is played: finals counted, the next games, the same leaders', async () => {
    await season.simulate('2026-10-12');
    const expected = await fromSchedule();
    expect(expected.played).toBeGreaterThan(0);
    expect(expected.played).toBeLessThan(expected.total);
    expect(await progress()).toEqual(expected);

    const whole = await json<LeagueStatsResponse>(leagueUrl('stats'));
    const leaders = await json<LeagueStatsResponse>(leagueUrl('stats/leaders'));
    expect(leaderIds(leaders)).toEqual(leaderIds(whole));
    expect(leaderIds(whole).every((id) => id !== null)).toBe(true);
    // Only the leaders' rows, each as the whole season's list has it.
    expect(leaders.playerStats.length).toBeLessThanOrEqual(3);
    for (const row of [...leaders.playerStats, ...leaders.goalieStats])
      expect([...whole.playerStats, ...whole.goalieStats]).toContainEqual(row);
  });

  it('refuses a visitor, an unknown league and another league’s season', async () => {
    expect((await get(leagueUrl('schedule/progress'), null)).statusCode).toBe(401);
    expect((await get(leagueUrl('stats/leaders'), null)).statusCode).toBe(401);
    expect((await get('/api/league/999999/schedule/progress')).statusCode).toBe(404);
    expect((await get('/api/league/999999/stats/leaders')).statusCode).toBe(404);
    const other = await seasonInPlay(t, commissioner);
    const response = await get(leagueUrl(`schedule/progress?seasonId=${other.seasonId}`));
    expect(response.statusCode, response.body).toBe(404);
  });
});
