import type { HeadToHeadGame } from '../playoffs/head-to-head';
import type { StandingTotals } from '../standings';
import type { GoalieLine, SkaterLine } from './season-lines';
import type { PlayerCareer } from './rookie';

/** One regular season as the awards read it: the stats endpoint's lines, the standings and careers. */
export interface RegularSeason {
  skaters: readonly SkaterLine[];
  goalies: readonly GoalieLine[];
  standings: readonly StandingTotals[];
  /** Age and earlier seasons, for the rookie award; a player without one is not counted a rookie. */
  careers: readonly PlayerCareer[];
  /** The season's played games, for the head-to-head tie-breaker of the best record. */
  headToHead?: readonly HeadToHeadGame[];
}
