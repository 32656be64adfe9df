// A summer for a league's players: aging, progression and decline, retirement (docs/decisions/025), and
// the players who reach the league without the draft (docs/decisions/077).
export { progressPlayer, type PlayerProgression, type ProgressionReason } from './progress-player';
export { projectOverall } from './projection';
export { retires, retirementChance, type RetirementContext } from './retirement';
export { rolloverPlayers, type PlayersRollover } from './rollover';
export {
  ageChange,
  growthShare,
  curveAge,
  peakAges,
  positionGroup,
  PEAK_SHIFT,
  type PositionGroup,
} from './age-curve';
export {
  generateFreeAgentSupply,
  supplySize,
  SUPPLY_PLAN,
  type FreeAgentSupplyOptions,
  type SuppliedPlayer,
  type SupplyOrigin,
} from './free-agent-supply';
