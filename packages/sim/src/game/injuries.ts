import type { GameInjury } from '@rinkside/domain';
import type { Rng } from '../rng';
import type { Game, Skater } from './types';

/**
 * How long injuries keep a player out, NHL-like: most a few games, some weeks, a few the season.
 * Each band: its share of injuries, its range of games out, the injuries that fit it.
 */
const INJURY_LENGTHS: readonly { share: number; games: [number, number]; types: readonly string[] }[] = [
  { share: 0.5, games: [1, 3], types: ['Upper body', 'Lower body', 'Upper body', 'Lower body', 'Hand'] },
  { share: 0.25, games: [4, 10], types: ['Upper body', 'Lower body', 'Concussion', 'Groin', 'Ankle'] },
  { share: 0.15, games: [11, 25], types: ['Lower body', 'Upper body', 'Shoulder', 'Knee', 'Broken foot'] },
  { share: 0.07, games: [26, 40], types: ['Knee', 'Shoulder', 'Broken hand', 'Concussion'] },
  { share: 0.03, games: [41, 82], types: ['Knee', 'Shoulder', 'Achilles tendon', 'Back'] },
];

function kindOf(rng: Rng): { type: string; gamesOut: number } {
  let r = rng.next();
  let band = INJURY_LENGTHS[0] as (typeof INJURY_LENGTHS)[number];
  for (const b of INJURY_LENGTHS) {
    band = b;
    if ((r -= b.share) < 0) break;
  }
  const [min, max] = band.games;
  const gamesOut = min + Math.floor(rng.next() * (max - min + 1));
  const type = band.types[Math.floor(rng.next() * band.types.length)] ?? 'Upper body';
  return { type, gamesOut };
}

/**
 * `skater` is hurt: the injury is recorded with the game clock, he leaves the ice at once and the
 * bench plays on without him (his line is filled from the bench, see shifts.substitute).
 */
export function injure(g: Game, skater: Skater): void {
  if (skater.hurt || skater.pos === 'G') return;
  const { type, gamesOut } = kindOf(g.rng);
  skater.hurt = true;
  const injury: GameInjury = {
    playerId: skater.id,
    team: skater.team.side,
    type,
    gamesOut,
    period: g.period,
    clock: g.clock,
  };
  g.injuries.push(injury);
  skater.team.checkAt = 0; // the bench re-forms at the next chance
}
