import { expirePenalties, nextExpiry, tickBoxes } from './penalties';
import type { Game } from './types';

const boxed = (g: Game): boolean => g.teams[0].penalties.length + g.teams[1].penalties.length > 0;

/**
 * Runs the clock forward `dt` seconds (never past the end of the period).
 * Shift clocks run for both benches; a penalty that runs out mid-way ends at
 * its exact second, and the teams re-form there. (Ice time is credited when a
 * player steps off, see shifts.setOnIce.)
 */
export function runClock(g: Game, dt: number): void {
  let left = Math.min(dt, g.periodLength - g.clock);
  while (left > 0) {
    const penalties = boxed(g);
    const step = penalties ? Math.min(left, nextExpiry(g)) : left;
    g.clock += step;
    g.elapsed += step;
    left -= step;
    g.teams[0].forwardShift += step;
    g.teams[0].defenseShift += step;
    g.teams[1].forwardShift += step;
    g.teams[1].defenseShift += step;
    if (!penalties) continue;
    tickBoxes(g, step);
    if (nextExpiry(g) <= 0) expirePenalties(g);
  }
}
