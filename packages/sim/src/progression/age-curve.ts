import type { Position } from '@rinkside/domain';

/** Forwards, defencemen and goalies age on curves of their own. */
export type PositionGroup = 'F' | 'D' | 'G';
export const positionGroup = (position: Position): PositionGroup =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

/**
 * Years a position's luck runs behind a forward's: a defenceman's prime, and its narrower spread of
 * summers, come about a year later, a goalie's about two (docs/decisions/025).
 */
export const PEAK_SHIFT: Record<Position, number> = { C: 0, LW: 0, RW: 0, D: 1, G: 2 };

/** The age on a forward's curve that a player of this position is at, for the spread of his luck. */
export const curveAge = (position: Position, age: number): number => age - PEAK_SHIFT[position];

/** The age from which potential is simply the overall: growth is over (as the generator has it). */
export const PEAK_AGE = 27;

// Expected overall change in the summer a player turns this age, from age alone (no growth room), by
// position (docs/decisions/025, 077). Brander, Egan and Yeung ("Estimating the effects of age on NHL player
// performance", Journal of Quantitative Analysis in Sports 10(2), 2014; NHL 1997-98 to 2011-12): scoring
// peaks at 27-28 for forwards and 28-29 for defencemen, near the peak from about 24 to 32 and 24 to 34;
// goaltenders' save percentage varies little from the early 20s to the late 30s. Each curve is flat
// through its peak; a forward then declines faster each year past 30, a defenceman later and more gently
// (he loses by 34 what a forward loses by 32), a goalie later and flatter still.
const AGE_CURVES: Record<PositionGroup, readonly (readonly [number, number])[]> = {
  F: [
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
  ],
  D: [
    [21, 1.0],
    [23, 0.8],
    [24, 0.6],
    [25, 0.4],
    [26, 0.3],
    [27, 0.2],
    [28, 0],
    [29, 0],
    [30, -0.3],
    [31, -0.5],
    [32, -0.8],
    [33, -1.2],
    [34, -1.5],
    [35, -2.2],
    [36, -2.9],
    [37, -3.6],
  ],
  G: [
    [22, 0.8],
    [24, 0.6],
    [26, 0.4],
    [28, 0.3],
    [29, 0.2],
    [30, 0],
    [31, 0],
    [32, -0.2],
    [33, -0.4],
    [34, -0.7],
    [35, -1.0],
    [36, -1.4],
    [37, -1.9],
    [38, -2.4],
  ],
};
/** Past the last age of its table, each year declines this much more than the one before. */
const STEEPENING: Record<PositionGroup, number> = { F: 0.5, D: 0.5, G: 0.4 };

/** Overall points a player is expected to gain (or lose) from age alone in the summer he turns `age`. */
export function ageChange(position: Position, age: number): number {
  const group = positionGroup(position);
  const curve = AGE_CURVES[group];
  const first = curve[0];
  const last = curve[curve.length - 1];
  if (!first || !last) return 0;
  if (age <= first[0]) return first[1];
  if (age >= last[0]) return last[1] - STEEPENING[group] * (age - last[0]);
  for (let i = curve.length - 1; i >= 0; i -= 1) {
    const row = curve[i];
    if (row && age >= row[0]) return row[1];
  }
  return 0;
}

/** The ages at which a position's curve is flat between growth and decline: its peak (first and last). */
export function peakAges(position: Position): { from: number; to: number } {
  const curve = AGE_CURVES[positionGroup(position)];
  const flat = curve.filter(([, change]) => change === 0).map(([age]) => age);
  return { from: Math.min(...flat), to: Math.max(...flat) };
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
