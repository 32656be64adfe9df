import { expirePenalties, nextExpiry, tickBoxes } from './penalties';
import { tickIce } from './shifts';
import type { Game } from './types';

/**
 * Runs the clock forward `dt` seconds (never past the end of the period).
 * Ice time and shift clocks accrue for whoever is out there; a penalty that
 * runs out mid-way ends at its exact second, and the teams re-form there.
 */
export function runClock(g: Game, dt: number): void {
  let left = Math.min(dt, g.periodLength - g.clock);
  while (left > 0) {
    const step = Math.min(left, nextExpiry(g));
    g.clock += step;
    left -= step;
    tickIce(g.teams[0], step);
    tickIce(g.teams[1], step);
    tickBoxes(g, step);
    if (nextExpiry(g) <= 0) expirePenalties(g);
  }
}

export const periodOver = (g: Game): boolean => g.clock >= g.periodLength || g.over;
