import type { Rng } from '../rng';
import { ANYONE, NET_FRONT, SHOOTER, type Skater, type Team, type Weight } from './types';

/**
 * Picks from the group by one of the skaters' weights (see Skater.weights); `except` and `besides`
 * are left out. The first of the group when no one else is there.
 */
export function weighted(
  rng: Rng,
  group: readonly Skater[],
  weight: Weight,
  except: Skater | null = null,
  besides: Skater | null = null,
): Skater {
  let total = 0;
  const n = group.length;
  for (let i = 0; i < n; i++) {
    const s = group[i] as Skater;
    if (s !== except && s !== besides) total += s.weights[weight] as number;
  }
  let r = rng.next() * total;
  let last: Skater | null = null;
  for (let i = 0; i < n; i++) {
    const s = group[i] as Skater;
    if (s === except || s === besides) continue;
    last = s;
    if ((r -= s.weights[weight] as number) < 0) return s;
  }
  return last ?? (group[0] as Skater);
}

export function pickShooter(rng: Rng, team: Team, except: Skater | null = null): Skater {
  return weighted(rng, team.onIce, SHOOTER, except);
}

/** The man in front of the net: he tips a shot or whacks at a rebound. */
export function pickNetFront(rng: Rng, team: Team, except: Skater | null = null): Skater {
  return weighted(rng, team.onIce, NET_FRONT, except);
}

export function pickPlayer(rng: Rng, team: Team, weight: Weight = ANYONE): Skater {
  return weighted(rng, team.onIce, weight);
}
