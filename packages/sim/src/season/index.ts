// A team's life between games: who dresses, who starts in goal, who is hurt.
export { isAvailable, unavailableReason, dressablePool, type UnavailableReason } from './availability';
export { leagueDay, daysBetween, addDays } from './calendar';
export {
  RECENT_GAMES,
  newSeasonSoFar,
  afterTeamGame,
  goalieFatigue,
  numberOneStarts,
  restsOnBackToBack,
  type TeamSeasonSoFar,
} from './goalie-rotation';
export { dressTeam, dressingSeed, type DressTeamInput, type DressedTeam } from './dress-team';
export { EXTRA_PLAYS_CHANCE } from './rotate-extras';
export { injuriesAfterGame, DAY_TO_DAY_GAMES, type HurtPlayer } from './injuries';
