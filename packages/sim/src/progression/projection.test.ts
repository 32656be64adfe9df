import { describe, expect, it } from 'vitest';
import { ageChange } from './age-curve';
import { projectOverall } from './projection';

describe('projectOverall', () => {
  it('grows a young player toward his potential and never past it', () => {
    const points = projectOverall({ position: 'C', age: 19, overall: 60, potential: 80 }, 3);
    expect(points.map((p) => p.age)).toEqual([20, 21, 22]);
    const overalls = points.map((p) => p.overall);
    expect(overalls[0]).toBeGreaterThan(60);
    expect(overalls[2]).toBeGreaterThan(overalls[0] ?? 0);
    expect(Math.max(...overalls)).toBeLessThanOrEqual(80);
  });

  it("declines a veteran by the age curve's expectation, summer by summer", () => {
    const points = projectOverall({ position: 'LW', age: 33, overall: 80, potential: 80 }, 2);
    const first = 80 + ageChange('LW', 34);
    expect(points).toEqual([
      { age: 34, overall: Math.round(first) },
      { age: 35, overall: Math.round(first + ageChange('LW', 35)) },
    ]);
  });

  it('ages a goalie on his own, later curve: a 31-year-old goalie holds where a forward declines', () => {
    const goalie = projectOverall({ position: 'G', age: 30, overall: 75, potential: 75 }, 1);
    const forward = projectOverall({ position: 'C', age: 30, overall: 75, potential: 75 }, 1);
    expect(goalie[0]?.overall).toBe(75);
    expect(forward[0]?.overall).toBeLessThan(75);
  });
});
