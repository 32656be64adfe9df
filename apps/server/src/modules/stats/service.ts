import {
  type GameLogEntry,
  type LeagueStatsResponse,
  leadersOnly,
  type PlayerStatsResponse,
  type StatsQuery,
  statsQuerySchema,
  leagueStatsResponseSchema,
  rankStandings,
  standingsResponseSchema,
  teamStatsResponseSchema,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/send-json';
import { findPlayerWithTeam } from '../players/api';
import { storedResult } from '../../db/stored-result';
import { gameLogResult, presentGoalie, presentSkater, presentTeamStats, standingTotals } from './present';
import * as repo from './repo';
import { seasonWithVersion } from './season-select';
import { headToHeadOf, teamRecords } from './team-records';

/** Every team's sums over one season's games of one type, with its record. */
export async function teamsWithRecords(ctx: AppContext, part: repo.SeasonPart, leagueId: number) {
  const [totals, results] = await Promise.all([
    repo.teamTotals(ctx.database.db, part, leagueId),
    repo.seasonResults(ctx.database.db, part),
  ]);
  const records = teamRecords(results);
  return totals.map((row) => ({ row, record: records.get(row.id) }));
}

/** One season's games of one type ranked by the one team ranking, head-to-head games included. */
export async function rankedStandings(ctx: AppContext, part: repo.SeasonPart, leagueId: number) {
  const [totals, results] = await Promise.all([
    repo.teamTotals(ctx.database.db, part, leagueId),
    repo.seasonResults(ctx.database.db, part),
  ]);
  const records = teamRecords(results);
  return rankStandings(
    totals.map((row) => standingTotals(row, records.get(row.id))),
    headToHeadOf(results),
  );
}

/** The season and type a request reads, its version, and the cache key of `what` for them. */
async function seasonPart(ctx: AppContext, leagueId: number, query: StatsQuery, what: string) {
  const { seasonType, seasonId } = statsQuerySchema.parse(query);
  const season = await seasonWithVersion(ctx, leagueId, seasonId);
  const part: repo.SeasonPart = { seasonId: season.seasonId, seasonType };
  return { part, version: season.version, key: `${what}:${season.seasonId}:${seasonType}` };
}

/** Standings as prepared JSON. */
export async function getStandings(ctx: AppContext, leagueId: number, query: StatsQuery = {}) {
  const { part, version, key } = await seasonPart(ctx, leagueId, query, 'standings');
  return ctx.memory.statsJson.get(key, version, standingsResponseSchema, async () => ({
    seasonId: part.seasonId,
    standings: await rankedStandings(ctx, part, leagueId),
  }));
}

/** Every skater's and goalie's totals over one season's games of one type, leaders first. */
async function seasonTotals(ctx: AppContext, part: repo.SeasonPart): Promise<LeagueStatsResponse> {
  const [skaters, goalies] = await Promise.all([
    repo.skaterTotals(ctx.database.db, part),
    repo.goalieTotals(ctx.database.db, part),
  ]);
  return {
    seasonId: part.seasonId,
    playerStats: skaters.map(presentSkater).sort((a, b) => b.points - a.points || b.goals - a.goals),
    goalieStats: goalies.map(presentGoalie).sort((a, b) => b.wins - a.wins || a.gaa - b.gaa),
  };
}

/** Every skater's and goalie's season totals as prepared JSON. */
export async function getLeagueStats(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key } = await seasonPart(ctx, leagueId, query, 'stats');
  return ctx.memory.statsJson.get(key, version, leagueStatsResponseSchema, () => seasonTotals(ctx, part));
}

/** The points, goals and assists leaders and the goalie with the most wins, as prepared JSON. */
export async function getLeagueLeaders(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key } = await seasonPart(ctx, leagueId, query, 'leaders');
  return ctx.memory.statsJson.get(key, version, leagueStatsResponseSchema, async () =>
    leadersOnly(await seasonTotals(ctx, part)),
  );
}

/** Every team's season totals as prepared JSON. */
export async function getTeamStats(
  ctx: AppContext,
  leagueId: number,
  query: StatsQuery = {},
): Promise<PreparedJson> {
  const { part, version, key } = await seasonPart(ctx, leagueId, query, 'teams');
  return ctx.memory.statsJson.get(key, version, teamStatsResponseSchema, async () => ({
    seasonId: part.seasonId,
    teamStats: (await teamsWithRecords(ctx, part, leagueId)).map((t) => presentTeamStats(t.row, t.record)),
  }));
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
