import { pick, type Rng } from '../rng';
import type { CountryPool } from './names';
import { isRealNhlPlayer } from './real-nhl-names';

// Redraws before falling back to a walk through the pool: a pool where random pairs keep landing on
// real players is a pool to fix, but it must still never hand one out.
const MAX_DRAWS = 20;

/** A first and last name from the country's pool that is never a real NHL player's full name. */
export function playerName(rng: Rng, pool: CountryPool): { firstName: string; lastName: string } {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const firstName = pick(rng, pool.first);
    const lastName = pick(rng, pool.last);
    if (!isRealNhlPlayer(firstName, lastName)) return { firstName, lastName };
  }
  for (const firstName of pool.first)
    for (const lastName of pool.last)
      if (!isRealNhlPlayer(firstName, lastName)) return { firstName, lastName };
  throw new Error(`Every name in the ${pool.code} pool is a real NHL player's.`);
}
