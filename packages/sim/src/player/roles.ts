import type { PlayerRole, Position } from '@rinkside/domain';
import { chance, weightedIndex, type Rng } from '../rng';
import { at } from '../list';

type Weights = readonly (readonly [PlayerRole, number])[];

const draw = (rng: Rng, weights: Weights): PlayerRole =>
  at(
    weights,
    weightedIndex(
      rng,
      weights.map(([, w]) => w),
    ),
  )[0];

// Top-six forwards create: centres lean to playmaking, wingers to finishing.
const TOP_SIX_C: Weights = [
  ['playmaker', 4],
  ['sniper', 2],
  ['two-way', 2],
  ['power-forward', 2],
];
const TOP_SIX_W: Weights = [
  ['sniper', 4],
  ['playmaker', 1.5],
  ['power-forward', 2.5],
  ['two-way', 2],
];
// The third line checks and chips in.
const THIRD_LINE: Weights = [
  ['two-way', 4],
  ['power-forward', 2],
  ['grinder', 2],
  ['sniper', 1],
  ['playmaker', 1],
];
const FOURTH_LINE: Weights = [
  ['grinder', 6],
  ['two-way', 3],
  ['power-forward', 1],
];
const ANY_FORWARD: Weights = [
  ['sniper', 2],
  ['playmaker', 2],
  ['power-forward', 1.5],
  ['two-way', 2.5],
  ['grinder', 1.7],
  ['enforcer', 0.3],
];
const TOP_FOUR_D: Weights = [
  ['offensive-defenseman', 4],
  ['two-way-defenseman', 4.5],
  ['defensive-defenseman', 1.5],
];
const THIRD_PAIR_D: Weights = [
  ['offensive-defenseman', 1],
  ['two-way-defenseman', 4],
  ['defensive-defenseman', 5],
];
const ANY_D: Weights = [
  ['offensive-defenseman', 3],
  ['two-way-defenseman', 4],
  ['defensive-defenseman', 3],
];

/** Teams that carry an enforcer: about two in five, as in today's NHL (docs/decisions/019). */
const ENFORCER_SHARE = 0.4;
const GRINDERS_MIN = 2;

/** A role for a player outside a depth plan (minor-leaguers, prospects, imported players). */
export function anyRole(rng: Rng, position: Position): PlayerRole {
  if (position === 'G') return 'goalie';
  return draw(rng, position === 'D' ? ANY_D : ANY_FORWARD);
}

/**
 * Roles for a team's forwards, by depth slot (0-2 the first line, ..., 12-13 the extras), so that the
 * team has its scorers up top, at least two grinders in its bottom six and at most one enforcer.
 */
export function forwardRoles(rng: Rng, positions: readonly Position[]): PlayerRole[] {
  const roles = positions.map((position, slot) => {
    if (slot < 6) return draw(rng, position === 'C' ? TOP_SIX_C : TOP_SIX_W);
    return draw(rng, slot < 9 ? THIRD_LINE : FOURTH_LINE);
  });
  if (chance(rng, ENFORCER_SHARE)) {
    // A winger of the fourth line or an extra.
    const wingSlots = positions.flatMap((p, slot) => (slot >= 10 && p !== 'C' ? [slot] : []));
    if (wingSlots.length > 0) roles[at(wingSlots, Math.floor(rng.next() * wingSlots.length))] = 'enforcer';
  }
  for (let slot = positions.length - 1; slot >= 6; slot -= 1) {
    if (roles.filter((r) => r === 'grinder').length >= GRINDERS_MIN) break;
    if (roles[slot] !== 'enforcer' && roles[slot] !== 'grinder') roles[slot] = 'grinder';
  }
  return roles;
}

/** Roles for a team's defensemen by depth slot (0-1 the top pair, ...). */
export function defenseRoles(rng: Rng, count: number): PlayerRole[] {
  return Array.from({ length: count }, (_, slot) => draw(rng, slot < 4 ? TOP_FOUR_D : THIRD_PAIR_D));
}

/** Roles a star may have: a scorer or a complete player, never a depth role. */
export function starRole(rng: Rng, position: Position, current: PlayerRole): PlayerRole {
  if (position === 'G') return 'goalie';
  if (position === 'D') return current === 'defensive-defenseman' ? 'two-way-defenseman' : current;
  if (current === 'grinder' || current === 'enforcer')
    return draw(rng, position === 'C' ? TOP_SIX_C : TOP_SIX_W);
  return current;
}
