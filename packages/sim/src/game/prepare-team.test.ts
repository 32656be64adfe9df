import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { offenseOf } from '../player/ratings';
import { starLift } from './prepare-team';
import { gameState } from './test-state';
import { STAR_CHANCES, STAR_CHANCES_FROM, STAR_CHANCES_UP_TO } from './tuning';
import { PASSER, SECOND_PASSER } from './types';

// Issue 30: a star makes better chances for everyone on the ice with him, up to a point.
describe('starLift', () => {
  it('lifts nothing up to the threshold', () => {
    expect(starLift(STAR_CHANCES_FROM - 10)).toBe(1);
    expect(starLift(STAR_CHANCES_FROM)).toBe(1);
  });

  it('grows with the offence above it, by STAR_CHANCES log-odds per 10 points', () => {
    const above = (points: number) => starLift(STAR_CHANCES_FROM + points);
    expect(above(1)).toBeGreaterThan(1);
    expect(above(4)).toBeGreaterThan(above(2));
    expect(Math.log(above(5))).toBeCloseTo(STAR_CHANCES / 2, 10);
  });

  it('stops growing at the cap', () => {
    const top = starLift(STAR_CHANCES_UP_TO);
    expect(top).toBeGreaterThan(starLift(STAR_CHANCES_UP_TO - 1));
    expect(starLift(99)).toBe(top);
  });
});

describe('prepareTeam', () => {
  const g = gameState();
  const skaters = g.teams[0].bench;

  it('gives each skater the lift of his offence rating', () => {
    for (const s of skaters) {
      const attributes = s.player.attributes;
      if (attributes) expect(s.lift).toBe(starLift(offenseOf(attributes)));
    }
  });

  it('weighs talent half as steeply for the secondary assist as for the first', () => {
    const forward = at(skaters, 0);
    const defenseman = skaters.find((s) => s.pos === 'LD' || s.pos === 'RD');
    expect(forward.weights[SECOND_PASSER] ?? 0).toBeCloseTo(Math.sqrt(forward.weights[PASSER] ?? 0), 10);
    // A defenceman's discount applies to both once, not square-rooted with his talent.
    const d = defenseman?.weights ?? [];
    expect(d[SECOND_PASSER] ?? 0).toBeLessThan(Math.sqrt(d[PASSER] ?? 0));
  });
});
