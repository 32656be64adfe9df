import type { Player, PlayerStatus } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generatePlayer } from '../player/generate-player';
import { retirementChance, retires } from './retirement';

const base = generatePlayer(createRng('retiree'), { id: 1, position: 'C', overall: 72, age: 30 });
const aged = (age: number, status: PlayerStatus = 'active'): Player => ({ ...base, age, status });
const signed = { signed: true };

describe('retirement', () => {
  it('is rare before 33, rises every year after and is near-certain by 40, certain at 42', () => {
    for (let age = 20; age <= 32; age += 1) expect(retirementChance(aged(age), signed)).toBeLessThan(0.05);
    for (let age = 31; age <= 41; age += 1)
      expect(retirementChance(aged(age), signed)).toBeGreaterThan(retirementChance(aged(age - 1), signed));
    expect(retirementChance(aged(40), signed)).toBeGreaterThanOrEqual(0.85);
    expect(retirementChance(aged(42), signed)).toBe(1);
  });

  it('comes sooner after a summer of sharp decline', () => {
    const steady = retirementChance(aged(35), { signed: true, overallChange: 0 });
    expect(retirementChance(aged(35), { signed: true, overallChange: -4 })).toBeGreaterThan(steady * 1.5);
  });

  it('retires an unsigned veteran after a year without a contract, not a young free agent', () => {
    expect(retirementChance(aged(31), { signed: false, seasonsUnsigned: 1 })).toBe(1);
    expect(retirementChance(aged(31), { signed: false, seasonsUnsigned: 0 })).toBeLessThan(1);
    const young = retirementChance(aged(24), { signed: false, seasonsUnsigned: 1 });
    expect(young).toBeLessThan(0.5);
    expect(young).toBeGreaterThan(retirementChance(aged(24), signed));
  });

  it('lets a minor-leaguer who has not made it by his late twenties move on', () => {
    expect(retirementChance(aged(27, 'minors'), signed)).toBeGreaterThan(0.4);
    expect(retirementChance(aged(27, 'active'), signed)).toBeLessThan(0.01);
    expect(retirementChance(aged(21, 'prospect'), signed)).toBeLessThan(0.01);
  });

  it('decides by the chance, seeded', () => {
    const rng = createRng('decide');
    const player = aged(36);
    const count = Array.from({ length: 4000 }, () => retires(player, signed, rng)).filter(Boolean).length;
    expect(count / 4000).toBeCloseTo(retirementChance(player, signed), 1);
    const again = createRng('decide');
    expect(retires(player, signed, again)).toBe(retires(player, signed, createRng('decide')));
  });
});
