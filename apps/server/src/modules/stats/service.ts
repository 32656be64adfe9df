import {
  type GameLogEntry,
  type PlayerStatsResponse,
  type StatsQuery,
  statsQuerySchema,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/send-json';
import { findPlayerWithTeam } from '../players/api';
import { storedResult } from '../../db/stored-result';
import { gameLogResult, presentGoalie, presentSkater } from './present';
import * as repo from './repo';
import { seasonPageJson } from './season-page-json';
import { seasonPageCaching, seasonWithVersion } from './season-select';

export { rankedStandings, teamsWithRecords } from './season-pages';

/** The season and type a request reads, its version, and the cache key of `what` for them. */
async function seasonPart(ctx: AppContext, leagueId: number, query: StatsQuery, what: string) {
  const { seasonType, seasonId } = statsQuerySchema.parse(query);
  const season = await seasonWithVersion(ctx, leagueId, seasonId);
  const part: repo.SeasonPart = { seasonId: season.seasonId, seasonType };
  return {
    part,
    version: season.version,
    key: `${what}:${season.seasonId}:${seasonType}`,
    cached: seasonPageCaching(season),
  };
}

/** Standings as prepared JSON. */
export async function getStandings(ctx: AppContext, leagueId: number, query: StatsQuery = {}) {
  const { part, version, key, cached } = await seasonPart(ctx, leagueId, query, 'standings');
  const ask = { page: 'standings', part, leagueId } as const;
  return ctx.memory.statsJson.getJson(key, version, () => seasonPageJson(ctx, ask), cached);
}

/** Every skater's and goalie's season totals as prepared JSON. */
export async function getLeagueStats(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key, cached } = await seasonPart(ctx, leagueId, query, 'stats');
  const ask = { page: 'stats', part } as const;
  return ctx.memory.statsJson.getJson(key, version, () => seasonPageJson(ctx, ask), cached);
}

/** The points, goals and assists leaders and the goalie with the most wins, as prepared JSON. */
export async function getLeagueLeaders(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key, cached } = await seasonPart(ctx, leagueId, query, 'leaders');
  const ask = { page: 'leaders', part } as const;
  return ctx.memory.statsJson.getJson(key, version, () => seasonPageJson(ctx, ask), cached);
}

/** Every team's season totals as prepared JSON. */
export async function getTeamStats(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key, cached } = await seasonPart(ctx, leagueId, query, 'teams');
  const ask = { page: 'team-stats', part, leagueId } as const;
  return ctx.memory.statsJson.getJson(key, version, () => seasonPageJson(ctx, ask), cached);
}

export async function getPlayerStats(
  ctx: AppContext,
  { leagueId, playerId, query = {} }: { leagueId: number; playerId: number; query?: StatsQuery },
): Promise<PlayerStatsResponse> {
  const { part } = await seasonPart(ctx, leagueId, query, 'player');
  const player = await findPlayerWithTeam(ctx.database.db, leagueId, playerId);
  if (!player) throw notFound('Player not found');
  const isGoalie = player.position === 'G';
  const [skaterRows, goalieRows, log] = await Promise.all([
    isGoalie ? [] : repo.skaterTotals(ctx.database.db, part, playerId),
    isGoalie ? repo.goalieTotals(ctx.database.db, part, playerId) : [],
    repo.gameLog(ctx.database.db, part, playerId),
  ]);
  const gameLog: GameLogEntry[] = log.map((g) => {
    const teamId = g.skater_team_id ?? g.goalie_team_id;
    const home = teamId === g.home_team_id;
    return {
      gameId: g.id,
      date: g.start_at,
      opponent: home ? g.away_abbreviation : g.home_abbreviation,
      home,
      result: gameLogResult(storedResult(g), home ? 'home' : 'away'),
      goals: g.goals ?? 0,
      assists: g.assists ?? 0,
      points: (g.goals ?? 0) + (g.assists ?? 0),
      shots: g.shots ?? 0,
      plusMinus: g.plus_minus ?? 0,
      icetime: g.icetime ?? g.toi ?? 0,
      saves: g.saves ?? null,
      shotsAgainst: g.shots_against ?? null,
      goalsAgainst: g.goals_against ?? null,
      decision: g.decision ?? null,
    };
  });
  // Totals across teams if the player was traded: the first row is his current team's.
  return {
    playerId,
    kind: isGoalie ? 'goalie' : 'skater',
    skater: skaterRows[0] ? presentSkater(skaterRows[0]) : null,
    goalie: goalieRows[0] ? presentGoalie(goalieRows[0]) : null,
    gameLog,
  };
}
