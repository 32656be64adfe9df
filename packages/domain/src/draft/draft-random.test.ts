import { describe, expect, it } from 'vitest';
import { seedHash, seededNumbers } from './draft-random';

describe('seededNumbers', () => {
  it('hashes the seed with FNV-1a as documented', () => {
    // FNV-1a 32-bit reference values.
    expect(seedHash('')).toBe(0x811c9dc5);
    expect(seedHash('a')).toBe(0xe40c292c);
    expect(seedHash('foobar')).toBe(0xbf9cf968);
  });

  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = seededNumbers('lottery-2027');
    const b = seededNumbers('lottery-2027');
    const c = seededNumbers('lottery-2028');
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it('never changes, so lotteries published earlier still recompute', () => {
    const next = seededNumbers('lottery-2027');
    expect([next(), next(), next()]).toEqual([0.14711488946340978, 0.8199967171531171, 0.6992875195574015]);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const next = seededNumbers('spread');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) {
      const value = next();
      if (value < 0 || value >= 1) throw new Error(`out of range: ${value}`);
      const bucket = Math.floor(value * 10);
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(400);
  });
});
