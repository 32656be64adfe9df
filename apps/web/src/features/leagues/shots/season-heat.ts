import { RINK, type SeasonShot } from '@rinkside/domain';

// 5 ft squares over the attacked half, fine enough to see the slot, coarse enough to fill.
export const HEAT_CELL_FEET = 5;

const ROWS = Math.ceil((2 * RINK.halfWidth) / HEAT_CELL_FEET);

export interface HeatCell {
  /** The square's lowest x and lowest y, in rink feet (y up); it spans HEAT_CELL_FEET from there. */
  x: number;
  y: number;
  attempts: number;
}

export interface SeasonHeat {
  cells: HeatCell[];
  /** The most attempts in one square (the colour scale's top). */
  most: number;
  goals: { x: number; y: number }[];
  totals: { attempts: number; onGoal: number; goals: number; xg: number };
}

/**
 * A season's attempts binned on the attacked half (x from centre ice to the end boards); attempts from the
 * team's own half are counted in the totals but not drawn. Goals are kept where they were scored.
 */
export function seasonHeatOf(shots: readonly SeasonShot[]): SeasonHeat {
  const counts = new Map<string, HeatCell>();
  const goals: { x: number; y: number }[] = [];
  const totals = { attempts: 0, onGoal: 0, goals: 0, xg: 0 };
  let milliXg = 0;
  for (const [x, y, kind, xg] of shots) {
    totals.attempts++;
    if (kind === 'G' || kind === 'S') totals.onGoal++;
    milliXg += Math.round(xg * 1000);
    if (kind === 'G') {
      totals.goals++;
      goals.push({ x, y });
    }
    if (x < 0) continue;
    const cx =
      Math.min(Math.floor(x / HEAT_CELL_FEET), RINK.halfLength / HEAT_CELL_FEET - 1) * HEAT_CELL_FEET;
    const row = Math.min(Math.floor((y + RINK.halfWidth) / HEAT_CELL_FEET), ROWS - 1);
    const cy = row * HEAT_CELL_FEET - RINK.halfWidth;
    const key = `${cx}:${cy}`;
    const cell = counts.get(key) ?? { x: cx, y: cy, attempts: 0 };
    cell.attempts++;
    counts.set(key, cell);
  }
  totals.xg = milliXg / 1000;
  const cells = [...counts.values()];
  return { cells, most: Math.max(0, ...cells.map((c) => c.attempts)), goals, totals };
}
