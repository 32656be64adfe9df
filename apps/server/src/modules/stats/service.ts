import {
  type GameLogEntry,
  type LeagueStatsResponse,
  type PlayerStatsResponse,
  type StandingRow,
  type TeamStats,
  rankStandings,
} from '@rinkside/domain';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { findActiveSeason } from '../leagues/repo';
import { requireLeague } from '../leagues/service';
import { findPlayerWithTeam } from '../players/repo';
import { presentGoalie, presentSkater, presentTeamStats, standingTotals } from './present';
import * as repo from './repo';

/**
 * Season stats change only when a game is simulated, so each answer is cached per season and
 * reused until the season's version (count and time of its latest final) moves on.
 */
const cache = new Map<string, { version: string; value: unknown }>();
const CACHE_LIMIT = 500;

async function cached<T>(
  ctx: AppContext,
  key: string,
  seasonId: number,
  compute: () => Promise<T>,
): Promise<T> {
  const version = await repo.seasonVersion(ctx.database.db, seasonId);
  const fullKey = `${ctx.config.DATABASE_URL}|${key}`;
  const hit = cache.get(fullKey);
  if (hit && hit.version === version) return hit.value as T;
  const value = await compute();
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? '');
  cache.set(fullKey, { version, value });
  return value;
}

async function activeSeasonOf(ctx: AppContext, leagueId: number) {
  await requireLeague(ctx, leagueId);
  const season = await findActiveSeason(ctx.database.db, leagueId);
  if (!season) throw notFound('This league has no active season.');
  return season;
}

export async function getStandings(
  ctx: AppContext,
  leagueId: number,
): Promise<{ seasonId: number; standings: StandingRow[] }> {
  const season = await activeSeasonOf(ctx, leagueId);
  const standings = await cached(ctx, `standings:${season.id}`, season.id, async () =>
    rankStandings((await repo.teamTotals(ctx.database.db, season.id, leagueId)).map(standingTotals)),
  );
  return { seasonId: season.id, standings };
}

export async function getLeagueStats(ctx: AppContext, leagueId: number): Promise<LeagueStatsResponse> {
  const season = await activeSeasonOf(ctx, leagueId);
  return cached(ctx, `stats:${season.id}`, season.id, async () => {
    const [skaters, goalies] = await Promise.all([
      repo.skaterTotals(ctx.database.db, season.id),
      repo.goalieTotals(ctx.database.db, season.id),
    ]);
    return {
      seasonId: season.id,
      playerStats: skaters.map(presentSkater).sort((a, b) => b.points - a.points || b.goals - a.goals),
      goalieStats: goalies.map(presentGoalie).sort((a, b) => b.wins - a.wins || a.gaa - b.gaa),
    };
  });
}

export async function getTeamStats(
  ctx: AppContext,
  leagueId: number,
): Promise<{ seasonId: number; teamStats: TeamStats[] }> {
  const season = await activeSeasonOf(ctx, leagueId);
  const teamStats = await cached(ctx, `teams:${season.id}`, season.id, async () =>
    (await repo.teamTotals(ctx.database.db, season.id, leagueId)).map(presentTeamStats),
  );
  return { seasonId: season.id, teamStats };
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
