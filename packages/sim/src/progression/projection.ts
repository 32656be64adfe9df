import type { Player } from '@rinkside/domain';
import { PEAK_AGE } from './age-curve';
import { expectedChange } from './progress-player';

const MAX_RATING = 99;
const clamp = (v: number, min: number, max: number): number => Math.max(min, Math.min(max, v));

/**
 * The overall a player is expected to have after each of the next `seasons` summers: the summer's
 * expected change by age and room to grow (progressPlayer's, docs/decisions/025) with no luck, his ceiling
 * lowered by the step he is not expected to take, and from 27 simply his overall. A projection, not a
 * forecast of any one summer.
 */
export function projectOverall(
  player: Pick<Player, 'position' | 'age' | 'overall' | 'potential'>,
  seasons: number,
): { age: number; overall: number }[] {
  const points: { age: number; overall: number }[] = [];
  let overall = player.overall;
  let potential = player.potential ?? player.overall;
  for (let age = player.age + 1; age <= player.age + seasons; age += 1) {
    const expected = expectedChange({ position: player.position, overall, potential }, age);
    overall = clamp(overall + expected.age + expected.potential, 0, MAX_RATING);
    potential = age >= PEAK_AGE ? overall : Math.max(overall, potential - expected.ceilingDrop);
    points.push({ age, overall: Math.round(overall) });
  }
  return points;
}
