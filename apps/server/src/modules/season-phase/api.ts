// A season's phase and first day: the one conditional change of phase, and a schedule opening its season.
export { changePhase, openSeasonWithSchedule } from './repo';
// A season's regular-season games: how many, how many still scheduled, their first and last days.
export { regularSeasonSpan } from './repo';
