import {
  type GameLogEntry,
  type PlayerStatsResponse,
  leagueStatsResponseSchema,
  rankStandings,
  standingsResponseSchema,
  teamStatsResponseSchema,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import type { PreparedJson } from '../../http/send-json';
import { findActiveSeason } from '../leagues/repo';
import { requireLeague } from '../leagues/service';
import { findPlayerWithTeam } from '../players/repo';
import { storedResult } from '../games/present';
import { gameLogResult, presentGoalie, presentSkater, presentTeamStats, standingTotals } from './present';
import * as repo from './repo';
import { teamRecords } from './team-records';

// How long a season's version is trusted before the database is asked again: results stored by
// another process show within this time; this app's own results show at once.
const VERSION_TTL_MS = 1000;

/** The active season with its version (one query, at most once a second); 404 for a missing league or season. */
async function seasonWithVersion(ctx: AppContext, leagueId: number) {
  const { seasonVersions, resultsGeneration } = ctx.memory;
  const now = ctx.now();
  const generation = resultsGeneration.current;
  const known = seasonVersions.find(leagueId, now, generation);
  if (known) return known;
  const state = await repo.activeSeasonVersion(ctx.database.db, leagueId);
  if (state) {
    seasonVersions.remember(leagueId, state, { generation, expiresAt: now.getTime() + VERSION_TTL_MS });
    return state;
  }
  await requireLeague(ctx, leagueId);
  throw notFound('This league has no active season.');
}

/** Every team's season sums with its record. */
async function teamsWithRecords(ctx: AppContext, seasonId: number, leagueId: number) {
  const [totals, results] = await Promise.all([
    repo.teamTotals(ctx.database.db, seasonId, leagueId),
    repo.seasonResults(ctx.database.db, seasonId),
  ]);
  const records = teamRecords(results);
  return totals.map((row) => ({ row, record: records.get(row.id) }));
}

async function activeSeasonOf(ctx: AppContext, leagueId: number) {
  await requireLeague(ctx, leagueId);
  const season = await findActiveSeason(ctx.database.db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  return season;
}

/** Standings as prepared JSON. */
export async function getStandings(ctx: AppContext, leagueId: number): Promise<PreparedJson> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return ctx.memory.statsJson.get(`standings:${seasonId}`, version, standingsResponseSchema, async () => ({
    seasonId,
    standings: rankStandings(
      (await teamsWithRecords(ctx, seasonId, leagueId)).map((t) => standingTotals(t.row, t.record)),
    ),
  }));
}

/** Every skater's and goalie's season totals as prepared JSON. */
export async function getLeagueStats(ctx: AppContext, leagueId: number): Promise<PreparedJson> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return ctx.memory.statsJson.get(`stats:${seasonId}`, version, leagueStatsResponseSchema, async () => {
    const [skaters, goalies] = await Promise.all([
      repo.skaterTotals(ctx.database.db, seasonId),
      repo.goalieTotals(ctx.database.db, seasonId),
    ]);
    return {
      seasonId,
      playerStats: skaters.map(presentSkater).sort((a, b) => b.points - a.points || b.goals - a.goals),
      goalieStats: goalies.map(presentGoalie).sort((a, b) => b.wins - a.wins || a.gaa - b.gaa),
    };
  });
}

/** Every team's season totals as prepared JSON. */
export async function getTeamStats(ctx: AppContext, leagueId: number): Promise<PreparedJson> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return ctx.memory.statsJson.get(`teams:${seasonId}`, version, teamStatsResponseSchema, async () => ({
    seasonId,
    teamStats: (await teamsWithRecords(ctx, seasonId, leagueId)).map((t) =>
      presentTeamStats(t.row, t.record),
    ),
  }));
}

export async function getPlayerStats(
  ctx: AppContext,
  leagueId: number,
  playerId: number,
): Promise<PlayerStatsResponse> {
  const season = await activeSeasonOf(ctx, leagueId);
  const player = await findPlayerWithTeam(ctx.database.db, leagueId, playerId);
  if (!player) throw notFound('Player not found');
  const isGoalie = player.position === 'G';
  const [skaterRows, goalieRows, log] = await Promise.all([
    isGoalie ? [] : repo.skaterTotals(ctx.database.db, season.id, playerId),
    isGoalie ? repo.goalieTotals(ctx.database.db, season.id, playerId) : [],
    repo.gameLog(ctx.database.db, season.id, playerId),
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
