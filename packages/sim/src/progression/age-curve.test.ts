import type { Position } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { ageChange, peakAges, positionGroup } from './age-curve';

const ages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
/** What a player of this position loses (a positive number) from the end of his peak through `age`. */
const lostBy = (position: Position, age: number) =>
  -ages(peakAges(position).to + 1, age).reduce((sum, a) => sum + ageChange(position, a), 0);

// Brander, Egan and Yeung (2014): forwards peak at 27-28, defencemen at 28-29; goalies vary little with age
// (docs/decisions/077).
describe('the age curves by position', () => {
  it('peaks forwards at 27-28, defencemen at 28-29 and goalies later, at 30-31', () => {
    expect(peakAges('C')).toEqual({ from: 27, to: 28 });
    expect(peakAges('LW')).toEqual({ from: 27, to: 28 });
    expect(peakAges('RW')).toEqual({ from: 27, to: 28 });
    expect(peakAges('D')).toEqual({ from: 28, to: 29 });
    expect(peakAges('G')).toEqual({ from: 30, to: 31 });
  });

  it('grows every position before its peak, holds it through the peak and declines it after', () => {
    for (const position of ['C', 'D', 'G'] as const) {
      const { from, to } = peakAges(position);
      expect(ageChange(position, from - 1), `${position} before`).toBeGreaterThan(0);
      for (const age of ages(from, to)) expect(ageChange(position, age), `${position} ${age}`).toBe(0);
      expect(ageChange(position, to + 1), `${position} after`).toBeLessThan(0);
    }
  });

  it('declines faster every year past the peak, at every position', () => {
    for (const position of ['C', 'D', 'G'] as const)
      for (const age of ages(peakAges(position).to + 1, 45))
        expect(ageChange(position, age + 1), `${position} ${age}`).toBeLessThan(ageChange(position, age));
  });

  it('keeps forwards near their peak to about 32 and defencemen to about 34', () => {
    // Near the peak: within about 6% of a 72 overall (4.5 points).
    expect(lostBy('C', 32)).toBeLessThanOrEqual(4.5);
    expect(lostBy('C', 33)).toBeGreaterThan(4.5);
    expect(lostBy('D', 34)).toBeLessThanOrEqual(4.5);
    expect(lostBy('D', 35)).toBeGreaterThan(4.5);
  });

  it('ages goalies flattest: they lose less at every age from 30 than defencemen, who lose less than forwards', () => {
    for (const age of ages(30, 40)) {
      expect(ageChange('D', age), `D ${age}`).toBeGreaterThan(ageChange('C', age));
      expect(ageChange('G', age), `G ${age}`).toBeGreaterThan(ageChange('D', age));
    }
    // A goalie's whole decline to 38 is less than half a forward's to 36.
    expect(lostBy('G', 38)).toBeLessThan(lostBy('C', 36) / 2);
    expect(lostBy('G', 38)).toBeGreaterThan(0);
  });

  it('puts centres and wingers on the forwards’ curve', () => {
    expect(positionGroup('C')).toBe('F');
    expect(positionGroup('LW')).toBe('F');
    expect(positionGroup('RW')).toBe('F');
    expect(positionGroup('D')).toBe('D');
    expect(positionGroup('G')).toBe('G');
    for (const age of ages(18, 42)) {
      expect(ageChange('LW', age)).toBe(ageChange('C', age));
      expect(ageChange('RW', age)).toBe(ageChange('C', age));
    }
  });
});
