// A summer for a league's players: aging, progression and decline, retirement (docs/decisions/025).
export { progressPlayer, type PlayerProgression, type ProgressionReason } from './progress-player';
export { retires, retirementChance, type RetirementContext } from './retirement';
export { rolloverPlayers, type PlayersRollover } from './rollover';
export { ageChange, growthShare, curveAge, PEAK_SHIFT } from './age-curve';
