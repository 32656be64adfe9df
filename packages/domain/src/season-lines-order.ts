import type { GoalieStats, SkaterStats } from './stats';

// The order of a season's stats lists (GET /league/{id}/stats, and the leaders picked from it): every tie is
// broken, so two databases, or a league and its league file imported, list the same players in the same
// order. Names before ids: an imported league's players keep their names, not their ids.

type Named = Pick<SkaterStats, 'lastName' | 'firstName' | 'playerId'>;

function byName(a: Named, b: Named): number {
  return (
    a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.playerId - b.playerId
  );
}

/** Skaters: points, then goals, then fewer games played, then by name. */
export function compareSkaterLines(
  a: Pick<SkaterStats, 'points' | 'goals' | 'gamesPlayed'> & Named,
  b: Pick<SkaterStats, 'points' | 'goals' | 'gamesPlayed'> & Named,
): number {
  return b.points - a.points || b.goals - a.goals || a.gamesPlayed - b.gamesPlayed || byName(a, b);
}

/** Goalies: wins, then the lower goals-against average, then the higher save percentage, then by name. */
export function compareGoalieLines(
  a: Pick<GoalieStats, 'wins' | 'gaa' | 'savePercentage'> & Named,
  b: Pick<GoalieStats, 'wins' | 'gaa' | 'savePercentage'> & Named,
): number {
  return b.wins - a.wins || a.gaa - b.gaa || b.savePercentage - a.savePercentage || byName(a, b);
}
