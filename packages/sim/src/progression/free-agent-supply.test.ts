import { playerSchema } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { REGULAR_OFFSET } from '../player/generate-roster';
import { positionGroup } from './age-curve';
import {
  generateFreeAgentSupply,
  supplySize,
  SUPPLY_PLAN,
  type SupplyOrigin,
  type SuppliedPlayer,
} from './free-agent-supply';

const QUALITY = 72;
const ORIGINS: SupplyOrigin[] = ['undrafted', 'college', 'european', 'late-bloomer'];
// Many summers of a 32-team league's supply, for its averages.
const many = Array.from({ length: 20 }, (_, i) =>
  generateFreeAgentSupply(createRng(`supply ${i}`), { teams: 32, quality: QUALITY }),
).flat();
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
/** Overall points above the level of a regular at his position (the 12th forward, 6th defenceman, 2nd goalie). */
const aboveRegular = (s: SuppliedPlayer, rating: number) =>
  rating - (QUALITY + REGULAR_OFFSET[positionGroup(s.player.position)]);
const of = (origin: SupplyOrigin) => many.filter((s) => s.origin === origin);

describe('generateFreeAgentSupply', () => {
  it('gives the same supply for the same seed, another for another seed', () => {
    const one = generateFreeAgentSupply(createRng('same'), { teams: 32, quality: QUALITY });
    expect(generateFreeAgentSupply(createRng('same'), { teams: 32, quality: QUALITY })).toEqual(one);
    expect(generateFreeAgentSupply(createRng('other'), { teams: 32, quality: QUALITY })).not.toEqual(one);
  });

  it('makes so many players of each origin a team: four a team in all', () => {
    const sizes = supplySize(32);
    expect(sizes).toEqual({ undrafted: 24, college: 40, european: 40, 'late-bloomer': 24 });
    const one = generateFreeAgentSupply(createRng('sizes'), { teams: 32, quality: QUALITY });
    expect(one).toHaveLength(128);
    for (const origin of ORIGINS) expect(one.filter((s) => s.origin === origin)).toHaveLength(sizes[origin]);
    expect(generateFreeAgentSupply(createRng('small'), { teams: 4, quality: QUALITY })).toHaveLength(16);
    expect(generateFreeAgentSupply(createRng('none'), { teams: 0, quality: QUALITY })).toEqual([]);
    expect(new Set(one.map((s) => s.player.id)).size).toBe(one.length);
  });

  it('makes valid unsigned professionals of the ages of their origin', () => {
    for (const s of many) {
      expect(playerSchema.safeParse(s.player).success).toBe(true);
      expect(s.player.status).toBe('minors');
      expect(s.player.potential).toBeGreaterThanOrEqual(s.player.overall);
      const [youngest, oldest] = SUPPLY_PLAN[s.origin].ages;
      expect(s.player.age).toBeGreaterThanOrEqual(youngest);
      expect(s.player.age).toBeLessThanOrEqual(oldest);
    }
    expect([...new Set(of('undrafted').map((s) => s.player.age))].sort()).toEqual([20, 21, 22, 23]);
    expect([...new Set(of('college').map((s) => s.player.age))].sort()).toEqual([22, 23, 24, 25]);
    expect(Math.min(...of('european').map((s) => s.player.age))).toBe(23);
    expect(Math.max(...of('european').map((s) => s.player.age))).toBe(27);
  });

  it('draws each origin at its level: Europeans about a regular today, undrafted juniors well below', () => {
    const today = (origin: SupplyOrigin) => mean(of(origin).map((s) => aboveRegular(s, s.player.overall)));
    const ceiling = (origin: SupplyOrigin) =>
      mean(of(origin).map((s) => aboveRegular(s, s.player.potential ?? s.player.overall)));
    expect(today('european')).toBeGreaterThan(-1);
    expect(today('european')).toBeLessThan(1);
    expect(today('college')).toBeGreaterThan(-5);
    expect(today('college')).toBeLessThan(-3);
    expect(today('undrafted')).toBeGreaterThan(-11);
    expect(today('undrafted')).toBeLessThan(-9);
    expect(today('late-bloomer')).toBeLessThan(today('college'));
    // A late bloomer's ceiling is a top-six player's, above every other origin's.
    expect(ceiling('late-bloomer')).toBeGreaterThan(6);
    for (const origin of ['undrafted', 'college', 'european'] as const)
      expect(ceiling('late-bloomer')).toBeGreaterThan(ceiling(origin) + 5);
    // Nobody arrives a star: the best of them are first-liners.
    expect(Math.max(...many.map((s) => s.player.overall))).toBeLessThanOrEqual(QUALITY + 8);
  });

  it('mixes positions like a roster and countries by origin', () => {
    const share = (test: (s: SuppliedPlayer) => boolean) => many.filter(test).length / many.length;
    expect(share((s) => positionGroup(s.player.position) === 'F')).toBeGreaterThan(0.5);
    expect(share((s) => s.player.position === 'D')).toBeGreaterThan(0.25);
    expect(share((s) => s.player.position === 'G')).toBeGreaterThan(0.05);
    expect(share((s) => s.player.position === 'G')).toBeLessThan(0.15);
    expect(of('european').every((s) => !['CAN', 'USA'].includes(s.player.country))).toBe(true);
    expect(of('undrafted').every((s) => ['CAN', 'USA'].includes(s.player.country))).toBe(true);
  });
});
