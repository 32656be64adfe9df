import { onIce, RINK, zoneOf, type RinkPoint, type ZoneName } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { keepOnIce, placeFaceoff, placeHit, placeLongShot, placeTurnover } from './places';
import { gameState } from './test-state';
import { DEFENSIVE_ZONE, NEUTRAL_ZONE, OFFENSIVE_ZONE, type Zone } from './types';

const ZONES: [Zone, ZoneName][] = [
  [DEFENSIVE_ZONE, 'defensive'],
  [NEUTRAL_ZONE, 'neutral'],
  [OFFENSIVE_ZONE, 'offensive'],
];

/** Feet from the point to the nearest boards, the rounded corners included. */
function toBoards({ x, y }: RinkPoint): number {
  const cx = RINK.halfLength - RINK.cornerRadius;
  const cy = RINK.halfWidth - RINK.cornerRadius;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax > cx && ay > cy) return RINK.cornerRadius - Math.hypot(ax - cx, ay - cy);
  return Math.min(RINK.halfLength - ax, RINK.halfWidth - ay);
}

describe('places of hits, turnovers and faceoffs', () => {
  it.each(ZONES)('puts hits in zone %i on the ice, in that zone, mostly along the boards', (zone, name) => {
    const g = gameState();
    let boards = 0;
    for (let i = 0; i < 2000; i++) {
      placeHit(g, zone);
      expect(onIce(g.spot)).toBe(true);
      expect(zoneOf(g.spot)).toBe(name);
      if (toBoards(g.spot) <= 4.5) boards++;
    }
    expect(boards / 2000).toBeGreaterThan(0.6);
  });

  it.each(ZONES)('puts giveaways and takeaways in zone %i on the ice and in that zone', (zone, name) => {
    const g = gameState();
    let left = 0;
    for (let i = 0; i < 2000; i++) {
      placeTurnover(g, zone);
      expect(onIce(g.spot)).toBe(true);
      expect(zoneOf(g.spot)).toBe(name);
      if (g.spot.y < 0) left++;
    }
    // Both halves of the ice, not one side only.
    expect(left / 2000).toBeGreaterThan(0.4);
    expect(left / 2000).toBeLessThan(0.6);
  });

  it('drops the puck on the dot of the faceoff’s zone, in the winner’s frame', () => {
    const g = gameState();
    g.faceoffCentre = true;
    placeFaceoff(g, NEUTRAL_ZONE, false);
    expect(g.spot).toEqual({ x: 0, y: 0 });
    g.faceoffCentre = false;
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      for (const [zone, name] of ZONES) {
        placeFaceoff(g, zone, false);
        expect(zoneOf(g.spot)).toBe(name);
        const dot = zone === NEUTRAL_ZONE ? RINK.neutralDot : RINK.endDot;
        expect([Math.abs(g.spot.x), Math.abs(g.spot.y)]).toEqual([dot.x, dot.y]);
        seen.add(`${g.spot.x},${g.spot.y}`);
        // The other team won it: the same dot told from its end of the rink.
        placeFaceoff(g, zone, true);
        expect(zoneOf(g.spot)).toBe(ZONES[2 - zone]?.[1]);
      }
    }
    // Both sides of the rink's long axis get their draws.
    expect(seen.size).toBe(6);
  });

  it('fires empty-net tries from the shooter’s own zone or the neutral zone', () => {
    const g = gameState();
    const p = { x: 0, y: 0 };
    for (let i = 0; i < 1000; i++) {
      placeLongShot(g.rng, DEFENSIVE_ZONE, p);
      expect(onIce(p)).toBe(true);
      expect(zoneOf(p)).toBe('defensive');
      placeLongShot(g.rng, NEUTRAL_ZONE, p);
      expect(zoneOf(p)).toBe('neutral');
    }
  });

  it('pulls a place past a rounded corner back onto the ice, in whole feet', () => {
    const p = { x: 99.4, y: -42 };
    keepOnIce(p);
    expect(onIce(p)).toBe(true);
    expect(p.x).toBeGreaterThan(72);
    expect(p.y).toBeLessThan(-14.5);
    expect(Math.round(p.x)).toBe(p.x);
    const inside = { x: 60.04, y: 38.06 };
    keepOnIce(inside);
    expect(inside).toEqual({ x: 60, y: 38 });
  });
});
