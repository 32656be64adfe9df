import type { Position } from '@rinkside/domain';

/**
 * Years a position's curve runs behind a forward's: defensemen peak about a year later, goalies about
 * two (docs/decisions/025).
 */
export const PEAK_SHIFT: Record<Position, number> = { C: 0, LW: 0, RW: 0, D: 1, G: 2 };

/** The age on a forward's curve that a player of this position is at. */
export const curveAge = (position: Position, age: number): number => age - PEAK_SHIFT[position];

/** The age from which potential is simply the overall: growth is over (as the generator has it). */
export const PEAK_AGE = 27;

// Expected overall change in the summer a forward turns this age, from age alone (no growth room):
// small gains to 26, flat at 27-28, then a decline that steepens every year past 30. docs/decisions/025.
const AGE_CHANGE: readonly (readonly [number, number])[] = [
  [20, 1.0],
  [22, 0.8],
  [23, 0.6],
  [24, 0.4],
  [25, 0.3],
  [26, 0.2],
  [27, 0],
  [28, 0],
  [29, -0.4],
  [30, -0.8],
  [31, -1.3],
  [32, -1.8],
  [33, -2.3],
  [34, -2.8],
  [35, -3.3],
  [36, -3.8],
];

/** Overall points a player is expected to gain (or lose) from age alone in the summer he turns `age`. */
export function ageChange(position: Position, age: number): number {
  const a = curveAge(position, age);
  const first = AGE_CHANGE[0];
  const last = AGE_CHANGE[AGE_CHANGE.length - 1];
  if (!first || !last) return 0;
  if (a <= first[0]) return first[1];
  if (a >= last[0]) return last[1] - 0.5 * (a - last[0]);
  for (let i = AGE_CHANGE.length - 1; i >= 0; i -= 1) {
    const row = AGE_CHANGE[i];
    if (row && a >= row[0]) return row[1];
  }
  return 0;
}

/**
 * The share of the distance to his potential a young player covers in the summer he turns `age`:
 * large steps up to about 23, smaller ones after, all of it by 27 (potential is what he is at 27,
 * whatever his position).
 */
export function growthShare(age: number): number {
  if (age >= PEAK_AGE) return 1;
  if (age <= 20) return 0.24;
  if (age <= 23) return 0.24 + (age - 20) * 0.03;
  return [0.4, 0.5, 0.65][age - 24] ?? 1;
}

/** How far luck spreads a summer's change (SD in overall points): wide for the young, narrower in the prime. */
export function luckSpread(position: Position, age: number): number {
  const a = curveAge(position, age);
  if (a <= 21) return 2.4;
  if (a <= 23) return 2;
  if (a <= 26) return 1.5;
  if (a <= 30) return 1.2;
  return 1.5;
}
