import type { Player } from '@rinkside/domain';
import { chance, type Rng } from '../rng';

export interface RetirementContext {
  /** Under contract with a team (until contracts exist, everyone on a team is). */
  signed: boolean;
  /** Seasons he has gone without a contract. */
  seasonsUnsigned?: number;
  /** His overall's change last summer: a sharp decline hastens the end. */
  overallChange?: number;
}

// Chance that a signed NHL regular retires in the summer he turns this age: rare before 33, near-certain
// by 40, certain at 42 (docs/decisions/025).
const BY_AGE: readonly (readonly [number, number])[] = [
  [18, 0.002],
  [30, 0.005],
  [31, 0.02],
  [32, 0.04],
  [33, 0.08],
  [34, 0.13],
  [35, 0.2],
  [36, 0.3],
  [37, 0.42],
  [38, 0.55],
  [39, 0.7],
  [40, 0.85],
  [41, 0.97],
  [42, 1],
];
// A minor-leaguer or prospect who has not made the NHL by his mid-twenties leaves the game (for Europe,
// a job, school): for a league these are retirements too, and most of its yearly turnover.
const FRINGE_FROM_AGE = 23;
const FRINGE_BY_AGE: readonly (readonly [number, number])[] = [
  [23, 0.25],
  [25, 0.4],
  [27, 0.55],
];
const UNSIGNED_VETERAN_AGE = 30;
const UNSIGNED_PER_SEASON = 0.15;

const stepAt = (table: readonly (readonly [number, number])[], age: number): number => {
  let value = 0;
  for (const [from, chanceFrom] of table) if (age >= from) value = chanceFrom;
  return value;
};

/** How much a summer's decline raises the chance: a player who just lost three points sees the end. */
const declineFactor = (overallChange: number | undefined): number =>
  overallChange === undefined || overallChange > -2 ? 1 : overallChange > -3 ? 1.4 : 1.8;

/** The chance he retires this summer (his age is the one he has just turned). */
export function retirementChance(player: Player, context: RetirementContext): number {
  const unsigned = context.seasonsUnsigned ?? 0;
  if (!context.signed && unsigned >= 1 && player.age >= UNSIGNED_VETERAN_AGE) return 1;
  const fringe = player.status === 'minors' || player.status === 'prospect';
  const byAge = stepAt(BY_AGE, player.age) * declineFactor(context.overallChange);
  const leaving = fringe && player.age >= FRINGE_FROM_AGE ? stepAt(FRINGE_BY_AGE, player.age) : 0;
  const unsignedShare = context.signed ? 0 : UNSIGNED_PER_SEASON * Math.max(1, unsigned);
  // Independent reasons to stop: he stays only if none of them takes him.
  return Math.min(1, 1 - (1 - byAge) * (1 - leaving) * (1 - unsignedShare));
}

/**
 * Whether a player retires this summer: rare before 33, likelier with age and decline, near-certain by
 * 40; minor-leaguers in their late twenties move on; unsigned veterans retire after a year.
 */
export function retires(player: Player, context: RetirementContext, rng: Rng): boolean {
  return chance(rng, retirementChance(player, context));
}
