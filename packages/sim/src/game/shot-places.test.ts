import { distanceToNet, onIce, zoneOf, type ShotType } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { deflectShot, placeShot } from './shot-places';
import { gameState } from './test-state';
import type { Game, Skater } from './types';

interface Drawn {
  x: number;
  y: number;
  type: ShotType;
  distance: number;
}

/** Draws `n` attempts by the shooter with the given strength, rebound and rush. */
function draw(
  g: Game,
  shooter: Skater,
  options: {
    n?: number;
    rebound?: boolean;
    rush?: boolean;
    skatersFor?: number;
    skatersAgainst?: number;
  } = {},
): Drawn[] {
  g.shot.skatersFor = options.skatersFor ?? 5;
  g.shot.skatersAgainst = options.skatersAgainst ?? 5;
  const out: Drawn[] = [];
  for (let i = 0; i < (options.n ?? 4000); i++) {
    placeShot(g, shooter, options.rebound ?? false, options.rush ?? false);
    const { x, y, shotType } = g.shot;
    out.push({ x, y, type: shotType, distance: distanceToNet(g.shot) });
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const of = (shots: Drawn[], type: ShotType) => shots.filter((s) => s.type === type);
const fromPoint = (s: Drawn) => s.x >= 27 && s.x <= 60;

function players() {
  const g = gameState();
  const home = g.teams[0];
  const forward = at(home.lines, 0)[0];
  const defenceman = at(home.pairs, 0)[0];
  return { g, forward, defenceman };
}

describe('where shots come from', () => {
  it('keeps every attempt on the ice in the offensive zone', () => {
    const { g, forward, defenceman } = players();
    for (const s of [...draw(g, forward), ...draw(g, defenceman), ...draw(g, forward, { rebound: true })]) {
      expect(onIce(s)).toBe(true);
      expect(zoneOf(s)).toBe('offensive');
    }
  });

  it('sends defencemen to the point, wide, and forwards closer in', () => {
    const { g, forward, defenceman } = players();
    const d = draw(g, defenceman);
    const f = draw(g, forward);
    expect(d.filter(fromPoint).length / d.length).toBeGreaterThan(0.75);
    expect(d.filter((s) => Math.abs(s.y) > 20).length / d.length).toBeGreaterThan(0.25);
    expect(f.filter(fromPoint).length / f.length).toBeLessThan(0.6);
    const slot = (s: Drawn) => s.distance < 20;
    expect(f.filter(slot).length / f.length).toBeGreaterThan(2 * (d.filter(slot).length / d.length));
    expect(mean(f.map((s) => s.distance))).toBeLessThan(mean(d.map((s) => s.distance)) - 6);
  });

  it('takes slap shots from farther out than wrist shots, tips from the crease', () => {
    const { g, forward, defenceman } = players();
    const shots = [...draw(g, forward, { n: 8000 }), ...draw(g, defenceman)];
    const slap = of(shots, 'slap').map((s) => s.distance);
    const wrist = of(shots, 'wrist').map((s) => s.distance);
    const tips = of(shots, 'tip-in').map((s) => s.distance);
    expect(Math.min(...slap)).toBeGreaterThan(15);
    expect(mean(slap)).toBeGreaterThan(mean(wrist));
    expect(Math.max(...tips)).toBeLessThan(13);
  });

  it('wraps around beside the net at the goal line', () => {
    const { g, forward } = players();
    const wraps = of(draw(g, forward, { n: 8000 }), 'wrap-around');
    expect(wraps.length).toBeGreaterThan(50);
    for (const s of wraps) {
      expect(Math.abs(s.x - 89)).toBeLessThanOrEqual(2);
      expect(Math.abs(s.y)).toBeGreaterThanOrEqual(3);
      expect(Math.abs(s.y)).toBeLessThanOrEqual(9);
    }
  });

  it('whacks at rebounds and tips shots from close to the crease', () => {
    const { g, forward, defenceman } = players();
    const rebounds = [...draw(g, forward, { rebound: true }), ...draw(g, defenceman, { rebound: true })];
    expect(Math.max(...rebounds.map((s) => s.distance))).toBeLessThan(23);
    expect(mean(rebounds.map((s) => s.distance))).toBeLessThan(15);
    expect(of(rebounds, 'slap')).toEqual([]);
    expect(Math.max(...of(rebounds, 'tip-in').map((s) => s.distance))).toBeLessThan(13);
    for (let i = 0; i < 500; i++) {
      deflectShot(g);
      expect(distanceToNet(g.shot)).toBeLessThan(13);
      expect(g.shot.shotType).toBe('deflected');
    }
  });

  it('finds the slot and the circles off the rush and one-timers on the power play', () => {
    const { g, forward } = players();
    const usual = mean(draw(g, forward).map((s) => s.distance));
    expect(mean(draw(g, forward, { rush: true }).map((s) => s.distance))).toBeLessThan(usual - 5);
    expect(g.shot.rush).toBe(true);
    const circles = (shots: Drawn[]) => shots.filter((s) => s.x >= 60 && Math.abs(s.y) >= 12).length;
    expect(circles(draw(g, forward, { skatersAgainst: 4 }))).toBeGreaterThan(1.2 * circles(draw(g, forward)));
  });
});
