export {
  AWARDS,
  awardSchema,
  AWARD_NAMES,
  awardPlaceSchema,
  AWARD_RUNNERS_UP,
  awardResultSchema,
  awardFromRanking,
  type Award,
  type AwardPlace,
  type AwardResult,
} from './award-result';
export {
  leagueGoalieAverages,
  goalsSavedAboveAverage,
  type SkaterLine,
  type GoalieLine,
  type GoalieAverages,
} from './season-lines';
export type { RegularSeason } from './season';
export { GOAL_BONUS, PLUS_MINUS_WEIGHT, GOAL_SAVED_WORTH, skaterValue, goalieValue } from './player-value';
export * from './scoring-races';
export * from './mvp';
export * from './goalie-awards';
export * from './best-defenseman';
export * from './rookie';
export * from './best-record';
export * from './playoff-mvp';
export * from './season-awards';
export * from './ballots';
