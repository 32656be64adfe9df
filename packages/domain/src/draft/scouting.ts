/**
 * What the scouts see of a draft class (docs/decisions/049): a projected range of each prospect's
 * potential, the same for every GM. The range's middle is his true potential moved by his scout bias; the
 * bias's weight and the range's width shrink as the draft nears, so the projections sharpen over the
 * second half of the season.
 */

import type { Position } from '../player';

/**
 * How much higher a regular's overall is at each position than a regular forward's: the sixth defenceman
 * and the backup goalie against the twelfth forward of a generated roster (packages/sim generate-roster.ts
 * REGULAR_OFFSET; a sim test keeps the two equal). A class's potentials follow each position's scale, so
 * the scouts rank a prospect by how far he projects above a regular of his own position.
 */
export const REGULAR_ABOVE_FORWARD = { F: 0, D: 2, G: 6 } as const;

const positionGroup = (position: Position): keyof typeof REGULAR_ABOVE_FORWARD =>
  position === 'G' ? 'G' : position === 'D' ? 'D' : 'F';

/** A prospect's projected potential on a forward's scale: what the scouts' rank compares. */
export const draftValue = (prospect: { position: Position; projected: { mid: number } }): number =>
  prospect.projected.mid - REGULAR_ABOVE_FORWARD[positionGroup(prospect.position)];

/** How far the bias moves the middle at the first look and on draft day, and the range's half-widths. */
const FIRST_LOOK_BIAS = 8;
const DRAFT_DAY_BIAS = 2;
const FIRST_LOOK_HALF_WIDTH = 8;
const DRAFT_DAY_HALF_WIDTH = 3;
const LOWEST = 20;
const HIGHEST = 99;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** 0 at the regular season's middle day, 1 on its last day and after; linear between (days 'yyyy-mm-dd'). Before the middle: 0. */
export function scoutingProgress(input: { today: string; midSeason: string; seasonEnd: string }): number {
  const today = dayNumber(input.today);
  const mid = dayNumber(input.midSeason);
  const end = dayNumber(input.seasonEnd);
  if (today >= end) return 1;
  if (today <= mid) return 0;
  return clamp((today - mid) / (end - mid), 0, 1);
}

/**
 * The scouts' projected potential range: mid = true + bias × 8 × (1 − progress) + bias × 2 × progress
 * (rounded), half-width 8 − 5 × progress (rounded), clamped to 20..99. bias in [-1, 1].
 */
export function scoutProjection(
  truePotential: number,
  bias: number,
  progress: number,
): { low: number; high: number; mid: number } {
  const sharp = clamp(progress, 0, 1);
  const lean = clamp(bias, -1, 1);
  const shift = lean * FIRST_LOOK_BIAS * (1 - sharp) + lean * DRAFT_DAY_BIAS * sharp;
  const mid = clamp(Math.round(truePotential + shift), LOWEST, HIGHEST);
  const halfWidth = Math.round(
    FIRST_LOOK_HALF_WIDTH - (FIRST_LOOK_HALF_WIDTH - DRAFT_DAY_HALF_WIDTH) * sharp,
  );
  return {
    low: clamp(mid - halfWidth, LOWEST, HIGHEST),
    high: clamp(mid + halfWidth, LOWEST, HIGHEST),
    mid,
  };
}

/**
 * The class ranked by the scouts: the highest projection above a regular of his position first (`draftValue`);
 * ties: higher current overall, then lower id. Adds rank (1-based).
 */
export function rankProspects<
  T extends { id: number; overall: number; position: Position; projected: { mid: number } },
>(prospects: readonly T[]): (T & { rank: number })[] {
  return [...prospects]
    .sort((a, b) => draftValue(b) - draftValue(a) || b.overall - a.overall || a.id - b.id)
    .map((prospect, i) => ({ ...prospect, rank: i + 1 }));
}
