import type { SeasonShot } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { seasonHeatOf } from './season-heat';

describe('the season heat map', () => {
  it('bins attempts in 5 ft squares of the attacked half and keeps the goals where they were', () => {
    const shots: SeasonShot[] = [
      [80, 2, 'G', 0.25],
      [81, 4.9, 'S', 0.1],
      [84.9, 0.1, 'M', 0.05],
      [60, -20, 'B', 0],
      [-30, 0, 'S', 0.01],
      [100, 42.5, 'M', 0.002],
    ];
    const heat = seasonHeatOf(shots);
    // (80, 2) and (84.9, 0.1) share the square in front of the net, from y −2.5 to 2.5; (81, 4.9) is above.
    expect(heat.cells).toContainEqual({ x: 80, y: -2.5, attempts: 2 });
    expect(heat.cells).toContainEqual({ x: 80, y: 2.5, attempts: 1 });
    expect(heat.cells).toContainEqual({ x: 60, y: -22.5, attempts: 1 });
    // The end boards' corner falls in the last square, not outside the rink.
    expect(heat.cells).toContainEqual({ x: 95, y: 37.5, attempts: 1 });
    expect(heat.most).toBe(2);
    expect(heat.goals).toEqual([{ x: 80, y: 2 }]);
    // The attempt from its own half is counted, not drawn.
    expect(heat.totals).toEqual({ attempts: 6, onGoal: 3, goals: 1, xg: 0.412 });
  });

  it('is empty without attempts', () => {
    expect(seasonHeatOf([])).toEqual({
      cells: [],
      most: 0,
      goals: [],
      totals: { attempts: 0, onGoal: 0, goals: 0, xg: 0 },
    });
  });
});
