import { pointsValue, winsAndSavePercentageValue } from './award-values';
import {
  goalieSeasons,
  goalsSavedAboveAverage,
  leagueGoalieAverages,
  skaterSeasons,
  type GoalieAverages,
  type GoalieLine,
  type SkaterLine,
} from './season-lines';
import { isGoaliePosition } from '../position-compatibility';

// A player's season in one number, shared by the MVP, rookie and playoff MVP races
// (docs/decisions/024): skaters by production and on-ice goal differential, goalies by goals kept out.

/** A goal counts half again over an assist: the scorer finishes what the assists set up. */
export const GOAL_BONUS = 0.5;
/** Half a point per goal of on-ice differential: credit for goals prevented, not only scored. */
export const PLUS_MINUS_WEIGHT = 0.5;
/**
 * A goal a goalie keeps out is worth what skaters earn for a goal they score: the scorer's 1.5 and
 * about 1.7 assists, so about 3 points.
 */
export const GOAL_SAVED_WORTH = 3;

export const skaterValue = (skater: Pick<SkaterLine, 'points' | 'goals' | 'plusMinus'>): number =>
  skater.points + GOAL_BONUS * skater.goals + PLUS_MINUS_WEIGHT * skater.plusMinus;

export const goalieValue = (goalie: GoalieLine, league: GoalieAverages): number =>
  GOAL_SAVED_WORTH * goalsSavedAboveAverage(goalie, league);

/** A player with his season's value and what an award's page shows for it. */
export interface ValuedPlayer {
  playerId: number;
  teamId: number;
  gamesPlayed: number;
  score: number;
  value: string;
}

/** Higher value first; an equal value in fewer games is the better season. */
export const byValue = (a: ValuedPlayer, b: ValuedPlayer): number =>
  b.score - a.score || a.gamesPlayed - b.gamesPlayed || a.playerId - b.playerId;

/**
 * Every player who played, valued: skaters from their lines, goalies from theirs against the
 * average of all the lines given. A goalie is valued as a goalie even if he has a skater line too.
 */
export function valuedPlayers(
  skaters: readonly SkaterLine[],
  goalies: readonly GoalieLine[],
): ValuedPlayer[] {
  const mergedGoalies = goalieSeasons(goalies).filter((g) => g.gamesPlayed > 0);
  const league = leagueGoalieAverages(mergedGoalies);
  const goalieIds = new Set(mergedGoalies.map((g) => g.playerId));
  const valuedSkaters = skaterSeasons(skaters)
    .filter((s) => s.gamesPlayed > 0 && !isGoaliePosition(s.position) && !goalieIds.has(s.playerId))
    .map((s) => ({
      playerId: s.playerId,
      teamId: s.teamId,
      gamesPlayed: s.gamesPlayed,
      score: skaterValue(s),
      value: pointsValue(s.points),
    }));
  const valuedGoalies = mergedGoalies.map((g) => ({
    playerId: g.playerId,
    teamId: g.teamId,
    gamesPlayed: g.gamesPlayed,
    score: goalieValue(g, league),
    value: winsAndSavePercentageValue(g),
  }));
  return [...valuedSkaters, ...valuedGoalies];
}

export const placeOf = ({ playerId, teamId, value }: ValuedPlayer) => ({ playerId, teamId, value });
