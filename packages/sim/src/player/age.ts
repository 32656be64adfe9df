import { gaussian, randInt, weightedIndex, type Rng } from '../rng';

const clamp = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, Math.round(v)));

// Ages of NHL regulars (share of players per age, 2023-24 rosters, rounded): most are 23 to 30, a
// few teenagers, a handful past 36. docs/decisions/019.
const NHL_AGES: readonly (readonly [number, number])[] = [
  [18, 0.3],
  [19, 1],
  [20, 2.5],
  [21, 4.5],
  [22, 6.5],
  [23, 8],
  [24, 9],
  [25, 9],
  [26, 9],
  [27, 8.5],
  [28, 8],
  [29, 7],
  [30, 6],
  [31, 5],
  [32, 4],
  [33, 3],
  [34, 2.5],
  [35, 1.5],
  [36, 1],
  [37, 0.6],
  [38, 0.3],
  [39, 0.2],
  [40, 0.1],
];
const AGE_WEIGHTS = NHL_AGES.map(([, w]) => w);

/** The age of a player on an NHL roster. */
export function rosterAge(rng: Rng): number {
  return NHL_AGES[weightedIndex(rng, AGE_WEIGHTS)]?.[0] ?? 26;
}

/** The age of a star: in or near his prime, now and then a phenom. */
export function starAge(rng: Rng): number {
  return clamp(26 + gaussian(rng) * 3.2, 19, 34);
}

/** A minor-leaguer: young players on their way up, some veterans on their way down. */
export function minorsAge(rng: Rng): number {
  return rng.next() < 0.75 ? randInt(rng, 20, 25) : randInt(rng, 26, 33);
}

/** A prospect, drafted and not yet a pro regular. */
export function prospectAge(rng: Rng): number {
  return randInt(rng, 18, 21);
}

/**
 * The overall a player may grow into: young players have room to grow (more the younger they are,
 * more for prospects, whose ceiling is the least known), players near their peak a little, veterans
 * none: their potential is what they are.
 */
export function potentialFor(rng: Rng, overall: number, age: number, prospect = false): number {
  const yearsToPeak = Math.max(0, 27 - age);
  if (yearsToPeak === 0) return overall;
  const perYear = (prospect ? 2.6 : 1.8) * (0.45 + rng.next() * 1.1);
  return clamp(overall + yearsToPeak * perYear, overall, 99);
}
