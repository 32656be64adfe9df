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
import { findActiveSeason } from '../leagues/repo';
import { requireLeague } from '../leagues/service';
import { findPlayerWithTeam } from '../players/repo';
import { presentGoalie, presentSkater, presentTeamStats, standingTotals } from './present';
import { resultsGeneration } from '../../lib/results-generation';
import { cachedJson } from './json-cache';
import * as repo from './repo';

// How long a season's version is trusted before the database is asked again: results stored by
// another process show within this time; this process's own results show at once.
const VERSION_TTL_MS = 1000;
const versions = new Map<
  string,
  { seasonId: number; version: string; generation: number; expires: number }
>();

/** The active season with its version (one query, at most once a second); 404 for a missing league or season. */
async function seasonWithVersion(ctx: AppContext, leagueId: number) {
  const key = `${ctx.config.DATABASE_URL}|${leagueId}`;
  const now = Date.now();
  const known = versions.get(key);
  if (known && known.expires > now && known.generation === resultsGeneration()) return known;
  const generation = resultsGeneration();
  const state = await repo.activeSeasonVersion(ctx.database.db, leagueId);
  if (state) {
    if (versions.size > 1000) versions.clear();
    versions.set(key, { ...state, generation, expires: now + VERSION_TTL_MS });
    return state;
  }
  await requireLeague(ctx, leagueId);
  throw notFound('This league has no active season.');
}

async function activeSeasonOf(ctx: AppContext, leagueId: number) {
  await requireLeague(ctx, leagueId);
  const season = await findActiveSeason(ctx.database.db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  return season;
}

/** Standings as JSON text. */
export async function getStandings(ctx: AppContext, leagueId: number): Promise<Buffer> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return cachedJson(ctx, `standings:${seasonId}`, version, standingsResponseSchema, async () => ({
    seasonId,
    standings: rankStandings(
      (await repo.teamTotals(ctx.database.db, seasonId, leagueId)).map(standingTotals),
    ),
  }));
}

/** Every skater's and goalie's season totals as JSON text. */
export async function getLeagueStats(ctx: AppContext, leagueId: number): Promise<Buffer> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return cachedJson(ctx, `stats:${seasonId}`, version, leagueStatsResponseSchema, async () => {
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

/** Every team's season totals as JSON text. */
export async function getTeamStats(ctx: AppContext, leagueId: number): Promise<Buffer> {
  const { seasonId, version } = await seasonWithVersion(ctx, leagueId);
  return cachedJson(ctx, `teams:${seasonId}`, version, teamStatsResponseSchema, async () => ({
    seasonId,
    teamStats: (await repo.teamTotals(ctx.database.db, seasonId, leagueId)).map(presentTeamStats),
  }));
}

const SUFFIX = { REG: '', OT: ' (OT)', SO: ' (SO)' } as const;

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
    const [own, other] = home
      ? [g.home_score ?? 0, g.away_score ?? 0]
      : [g.away_score ?? 0, g.home_score ?? 0];
    return {
      gameId: g.id,
      date: g.start_at,
      opponent: home ? g.away_abbreviation : g.home_abbreviation,
      home,
      result: `${own > other ? 'W' : 'L'} ${own}-${other}${SUFFIX[g.result_type ?? 'REG']}`,
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
