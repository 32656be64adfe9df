import { describe, expect, it } from 'vitest';
import { angleToNet, distanceToNet, onIce, RINK, turnRound, zoneOf } from './rink';

describe('the rink', () => {
  it('keeps the ice inside the boards, the rounded corners cut off', () => {
    expect(onIce({ x: 0, y: 0 })).toBe(true);
    expect(onIce({ x: 100, y: 0 })).toBe(true);
    expect(onIce({ x: 0, y: -42.5 })).toBe(true);
    expect(onIce({ x: 100.1, y: 0 })).toBe(false);
    expect(onIce({ x: 0, y: 42.6 })).toBe(false);
    // The corner: the box's corner is off the ice, a point on the arc's inside is on it.
    expect(onIce({ x: 99, y: 41 })).toBe(false);
    expect(onIce({ x: -90, y: -30 })).toBe(true);
    const cx = RINK.halfLength - RINK.cornerRadius;
    const cy = RINK.halfWidth - RINK.cornerRadius;
    const r = RINK.cornerRadius;
    expect(onIce({ x: cx + r * Math.SQRT1_2 - 0.1, y: cy + r * Math.SQRT1_2 - 0.1 })).toBe(true);
    expect(onIce({ x: cx + r * Math.SQRT1_2 + 0.1, y: cy + r * Math.SQRT1_2 + 0.1 })).toBe(false);
  });

  it('names the zones from the team attacking to the right', () => {
    expect(zoneOf({ x: 25, y: 0 })).toBe('offensive');
    expect(zoneOf({ x: 24.9, y: 0 })).toBe('neutral');
    expect(zoneOf({ x: -24.9, y: 10 })).toBe('neutral');
    expect(zoneOf({ x: -25, y: 0 })).toBe('defensive');
    expect(zoneOf({ x: 89, y: 0 })).toBe('offensive');
  });

  it('measures distance and angle to the net at (+89, 0)', () => {
    expect(distanceToNet({ x: 79, y: 0 })).toBe(10);
    expect(distanceToNet({ x: 89, y: -6 })).toBe(6);
    expect(angleToNet({ x: 60, y: 0 })).toBe(0);
    expect(angleToNet({ x: 79, y: 10 })).toBeCloseTo(45);
    expect(angleToNet({ x: 79, y: -10 })).toBeCloseTo(45);
    expect(angleToNet({ x: 89, y: 5 })).toBeCloseTo(90);
    expect(angleToNet({ x: 92, y: 3 })).toBeGreaterThan(90);
  });

  it('turns a place round into the other team’s frame', () => {
    expect(turnRound({ x: 69, y: 22 })).toEqual({ x: -69, y: -22 });
    expect(zoneOf(turnRound({ x: 69, y: 22 }))).toBe('defensive');
  });
});
