import { at } from '../list';
import type { Rng } from '../rng';
import { ANYONE, SHOOTER, type Skater, type Team, type Weight } from './types';

/** Picks from the group by one of the skaters' weights (see Skater.weights); `except` is left out. */
export function weighted(rng: Rng, group: readonly Skater[], weight: Weight, except?: Skater): Skater {
  let total = 0;
  for (const s of group) if (s !== except) total += at(s.weights, weight);
  let r = rng.next() * total;
  for (const s of group) if (s !== except && (r -= at(s.weights, weight)) < 0) return s;
  for (const s of group) if (s !== except) return s;
  return at(group, 0);
}

export function pickShooter(rng: Rng, team: Team, except?: Skater): Skater {
  return weighted(rng, team.onIce, SHOOTER, except);
}

export function pickPlayer(rng: Rng, team: Team, weight: Weight = ANYONE): Skater {
  return weighted(rng, team.onIce, weight);
}
