import type { GoalieStats, LeagueStatsResponse, SkaterStats } from './stats';
import { LEADER_MIN_GAMES } from './stats';

// The league home's leaders: the points, goals and assists leaders and the goalie with the most wins (SPEC
// §5: a skater needs a game, a goalie two). The server answers with these rows alone
// (GET /league/{id}/stats/leaders); the home labels them.

export interface LeaderRows {
  points?: SkaterStats;
  goals?: SkaterStats;
  assists?: SkaterStats;
  wins?: GoalieStats;
}

/** The first row with the most of `by`, in the list's own order (points, then goals, for skaters). */
function first<T>(rows: readonly T[], by: (row: T) => number): T | undefined {
  let best: T | undefined;
  for (const row of rows) if (best === undefined || by(row) > by(best)) best = row;
  return best;
}

export function leaderRows(stats: Pick<LeagueStatsResponse, 'playerStats' | 'goalieStats'>): LeaderRows {
  const skaters = stats.playerStats.filter((s) => s.gamesPlayed >= LEADER_MIN_GAMES.skater);
  const goalies = stats.goalieStats.filter((g) => g.gamesPlayed >= LEADER_MIN_GAMES.goalie);
  return {
    points: first(skaters, (s) => s.points),
    goals: first(skaters, (s) => s.goals),
    assists: first(skaters, (s) => s.assists),
    wins: first(goalies, (g) => g.wins * 1000 + g.savePercentage),
  };
}

/**
 * The season's stats with the leaders' rows alone, each once and in the list's order, so that
 * `leaderRows` of the answer picks the same players as it does of the whole season.
 */
export function leadersOnly(stats: LeagueStatsResponse): LeagueStatsResponse {
  const leaders = leaderRows(stats);
  const skaters = new Set([leaders.points, leaders.goals, leaders.assists]);
  return {
    seasonId: stats.seasonId,
    playerStats: stats.playerStats.filter((s) => skaters.has(s)),
    goalieStats: stats.goalieStats.filter((g) => g === leaders.wins),
  };
}
