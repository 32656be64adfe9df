import { followAdvance } from './advances';
import {
  type AdvanceResponse,
  type PlayoffSettingsInput,
  type PlayoffsResponse,
  addDays,
  dayInTimeZone,
  winsNeeded,
  type SeriesLength,
} from '@rinkside/domain';
import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { activeSeasonId, createLeague, type LeagueSummaryForTest, requestsAs } from './leagues';
import type { TestApp } from './test-app';

/** Games a team in the 32-team tests: enough for standings to separate, short enough to run quickly. */
export const NHL_GAMES_PER_TEAM = 10;

export interface NhlSeason {
  league: LeagueSummaryForTest;
  seasonId: number;
  advance(body: object): Promise<AdvanceResponse>;
  playoffs(seasonId?: number): Promise<PlayoffsResponse>;
}

/** A 32-team NHL league with a generated short schedule from tomorrow on, nothing played yet. */
export async function nhlSeason(
  t: TestApp,
  commissioner: TestUser,
  playoffSettings: PlayoffSettingsInput = {},
): Promise<NhlSeason> {
  const inject = requestsAs(t);
  const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await followAdvance(t, await inject(commissioner, method, url, payload));
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const league = await createLeague(t, commissioner, { name: 'Thirty-Two Years', mode: 'NHL' });
  expect(league.teams).toHaveLength(32);
  await ok('PUT', `/api/league/${league.id}/playoffs/settings`, playoffSettings);
  const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
  await ok('POST', `/api/league/${league.id}/schedule/generate`, {
    gamesPerTeam: NHL_GAMES_PER_TEAM,
    startDate: addDays(today, 1),
    endDate: addDays(today, 40),
  });
  const seasonId = await activeSeasonId(t, league.id);
  return {
    league,
    seasonId,
    advance: (body) => ok('POST', `/api/league/${league.id}/advance`, body),
    playoffs: (seasonId) =>
      ok('GET', `/api/league/${league.id}/playoffs${seasonId ? `?seasonId=${seasonId}` : ''}`),
  };
}

/**
 * Every playoff game of the season stored once and every series consistent with its games: the wins
 * it counts are its final games' winners, a decided series stopped at the deciding win, and no game
 * it no longer needs is left scheduled. Returns the season's final playoff games.
 */
export async function expectPlayoffsStoredOnce(t: TestApp, seasonId: number) {
  const { db } = t.ctx.database;
  const games = await db
    .selectFrom('games')
    .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
    .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
    .select([
      'games.id',
      'games.status',
      'games.home_team_id',
      'games.away_team_id',
      'games.home_score',
      'games.away_score',
      'games.result_type',
      'playoff_series.id as series_id',
    ])
    .where('playoff_series.season_id', '=', seasonId)
    .execute();
  const final = games.filter((g) => g.status === 'final');
  const ids = final.map((g) => g.id);
  if (ids.length > 0) {
    const teamRows = await db
      .selectFrom('team_game_stats')
      .select('game_id')
      .where('game_id', 'in', ids)
      .execute();
    expect(teamRows).toHaveLength(2 * ids.length);
    const goalieRows = await db
      .selectFrom('goalie_game_stats')
      .select(['game_id', 'player_id'])
      .where('game_id', 'in', ids)
      .execute();
    expect(new Set(goalieRows.map((r) => `${r.game_id}:${r.player_id}`)).size).toBe(goalieRows.length);
  }
  for (const series of await db
    .selectFrom('playoff_series')
    .selectAll()
    .where('season_id', '=', seasonId)
    .execute()) {
    const own = final.filter((g) => g.series_id === series.id);
    const winsOf = (teamId: number) =>
      own.filter((g) =>
        (g.home_score ?? 0) > (g.away_score ?? 0) ? g.home_team_id === teamId : g.away_team_id === teamId,
      ).length;
    expect([series.high_wins, series.low_wins]).toEqual([
      winsOf(series.high_team_id),
      winsOf(series.low_team_id),
    ]);
    const needed = winsNeeded(series.length as SeriesLength);
    const best = Math.max(series.high_wins, series.low_wins);
    expect(best).toBeLessThanOrEqual(needed);
    if (series.winner_team_id === null) expect(best).toBeLessThan(needed);
    else {
      expect(best).toBe(needed);
      expect(winsOf(series.winner_team_id)).toBe(needed);
      expect(games.filter((g) => g.series_id === series.id && g.status !== 'final')).toEqual([]);
    }
  }
  return final;
}
