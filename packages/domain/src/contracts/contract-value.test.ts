import { describe, expect, it } from 'vitest';
import { capSeasonFor, maxCapHitFor, NHL_CONTRACT_SETTINGS as NHL } from './contract-settings';
import { askingCapHit, askingYears, valuedRating } from './contract-value';

const season = capSeasonFor(NHL, 2026);
const max = maxCapHitFor(NHL, 2026);
const ask = (overall: number, age = 27, potential = overall, form = 0) =>
  askingCapHit({ overall, age, potential, form }, season, max);

describe('asking cap hit', () => {
  it('follows the NHL pay scale by rating: star, top six, middle, depth', () => {
    expect(ask(95)).toBeGreaterThan(13_500_000);
    expect(ask(90)).toBeGreaterThan(11_000_000);
    expect(ask(90)).toBeLessThan(14_000_000);
    expect(ask(82)).toBeGreaterThan(6_500_000);
    expect(ask(82)).toBeLessThan(9_000_000);
    expect(ask(71)).toBeLessThan(3_000_000);
    expect(ask(55)).toBeLessThan(season.minimumSalary + 150_000);
  });

  it('rises with every point of rating', () => {
    for (let overall = 60; overall < 99; overall++)
      expect(ask(overall + 1)).toBeGreaterThanOrEqual(ask(overall));
  });

  it('pays a young player part of his potential, and asks less each year past 30', () => {
    expect(valuedRating({ overall: 70, potential: 85, age: 20 })).toBe(77.5);
    expect(valuedRating({ overall: 70, potential: 85, age: 26 })).toBe(70);
    expect(ask(70, 20, 85)).toBeGreaterThan(ask(70, 26, 85));
    expect(ask(85, 34)).toBeLessThan(ask(85, 30));
  });

  it('moves with his last season by up to 15%', () => {
    expect(ask(84, 27, 84, 1)).toBeGreaterThan(ask(84));
    expect(ask(84, 27, 84, 5)).toBe(ask(84, 27, 84, 1));
    expect(ask(84, 27, 84, -1) / ask(84)).toBeCloseTo(0.85, 1);
  });

  it('never asks above the maximum cap hit or below the minimum salary', () => {
    expect(askingCapHit({ overall: 99, age: 27, potential: 99, form: 1 }, season, 10_000_000)).toBe(
      10_000_000,
    );
    expect(ask(40, 40)).toBe(season.minimumSalary);
  });
});

describe('asking term', () => {
  it('is long for a young star, short for a veteran, and never above the limit', () => {
    expect(askingYears({ overall: 88, age: 24 }, 7)).toBe(7);
    expect(askingYears({ overall: 88, age: 24 }, 6)).toBe(6);
    expect(askingYears({ overall: 88, age: 33 }, 7)).toBe(2);
    expect(askingYears({ overall: 65, age: 29 }, 7)).toBe(1);
  });
});
