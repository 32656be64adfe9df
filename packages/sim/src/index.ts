// @rinkside/sim: everything that produces hockey outcomes. Pure: the caller passes the rng.
export { createRng, randInt, chance, pick, gaussian, weightedIndex, type Rng } from './rng';
export { generatePlayer, type GeneratePlayerOptions } from './player/generate-player';
export {
  generateRoster,
  generateLeague,
  type GenerateRosterOptions,
  type GenerateLeagueOptions,
} from './player/generate-roster';
export { overallOf, offenseOf, defenseOf, goaltendingOf } from './player/ratings';
export { autoLineup, dressablePlayers } from './lineup/auto-lineup';
export { resolveLineup } from './lineup/resolve-lineup';
export {
  simulateGame,
  simulateGameRecord,
  type GameInput,
  type TeamInput,
  type SimulateOptions,
} from './game/simulate-game';
export type { GameType } from './game/types';
export { generateSchedule, type ScheduleOptions, type ScheduledMatchup } from './schedule/generate-schedule';
export { balancedMatchups, canBalance, type Matchup } from './schedule/matchups';
export { winShare } from './game/win-share';
export * from './season';
export * from './progression';
export { generateDraftClass, type DraftClassOptions, type GeneratedProspect } from './draft/generate-class';
