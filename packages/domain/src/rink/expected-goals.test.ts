import { describe, expect, it } from 'vitest';
import { expectedGoals, roundXg, type XgShot } from './expected-goals';

/** A wrist shot at even strength, not a rebound nor off the rush, from straight in front. */
const shot = (over: Partial<XgShot> = {}): XgShot => ({
  x: 69,
  y: 0,
  shotType: 'wrist',
  rebound: false,
  rush: false,
  skatersFor: 5,
  skatersAgainst: 5,
  emptyNet: false,
  ...over,
});
const xg = (over: Partial<XgShot> = {}) => expectedGoals(shot(over));

describe('the expected-goals model', () => {
  it('rates a shot from closer in higher, step by step out to the blue line', () => {
    const byDistance = [84, 74, 64, 49, 34].map((x) => xg({ x }));
    for (let i = 1; i < byDistance.length; i++)
      expect(byDistance[i]).toBeLessThan(byDistance[i - 1] as number);
  });

  it('lands in the NHL bands: ~20% at the crease, ~12% from the slot, ~1.5% from the point', () => {
    expect(xg({ x: 83 })).toBeGreaterThan(0.15);
    expect(xg({ x: 83 })).toBeLessThan(0.3);
    expect(xg({ x: 74 })).toBeGreaterThan(0.09);
    expect(xg({ x: 74 })).toBeLessThan(0.16);
    expect(xg({ x: 35, y: 10 })).toBeGreaterThan(0.005);
    expect(xg({ x: 35, y: 10 })).toBeLessThan(0.025);
  });

  it('rates the slot above a sharp angle from the same distance', () => {
    const slot = xg({ x: 74, y: 0 });
    const sharp = xg({ x: 89 - 15 * Math.cos(1.3), y: 15 * Math.sin(1.3) });
    expect(slot).toBeGreaterThan(sharp);
    // From behind the goal line it drops faster still.
    expect(xg({ x: 92, y: 6 })).toBeLessThan(xg({ x: 89, y: 6.7 }));
  });

  it('rates a rebound, a rush and a tip above the same shot without', () => {
    expect(xg({ rebound: true })).toBeGreaterThan(xg());
    expect(xg({ rush: true })).toBeGreaterThan(xg());
    expect(xg({ shotType: 'tip-in' })).toBeGreaterThan(xg());
    expect(xg({ shotType: 'wrap-around' })).toBeLessThan(xg());
  });

  it('rates a power play above even strength, and shorthanded below', () => {
    expect(xg({ skatersFor: 5, skatersAgainst: 4 })).toBeGreaterThan(xg());
    expect(xg({ skatersFor: 5, skatersAgainst: 3 })).toBeGreaterThan(
      xg({ skatersFor: 5, skatersAgainst: 4 }),
    );
    expect(xg({ skatersFor: 4, skatersAgainst: 5 })).toBeLessThan(xg());
  });

  it('rates an empty net high, less so from far away, never below its floor', () => {
    expect(xg({ emptyNet: true, x: 60 })).toBeGreaterThan(0.8);
    expect(xg({ emptyNet: true, x: 0 })).toBeGreaterThan(0.5);
    expect(xg({ emptyNet: true, x: -80 })).toBeLessThan(xg({ emptyNet: true, x: 0 }));
    expect(xg({ emptyNet: true, x: -100, y: 40 })).toBeGreaterThanOrEqual(0.25);
    expect(xg({ emptyNet: true, x: 60 })).toBeGreaterThan(10 * xg({ x: 60 }));
  });

  it('stays a probability and rounds to three decimals', () => {
    for (const x of [-100, 0, 50, 88, 100])
      for (const emptyNet of [false, true]) {
        const p = xg({ x, emptyNet, rebound: true, rush: true, skatersFor: 6, skatersAgainst: 3 });
        expect(p).toBeGreaterThan(0);
        expect(p).toBeLessThan(1);
      }
    expect(roundXg(0.12345)).toBe(0.123);
    expect(roundXg(0.0675)).toBe(0.068);
  });
});
