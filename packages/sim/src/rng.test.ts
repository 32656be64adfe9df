import { describe, expect, it } from 'vitest';
import { createRng, gaussian, randInt, weightedIndex } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(seqA);
  });

  it('accepts string seeds and stays in [0, 1) with a flat distribution', () => {
    const rng = createRng('game-1234');
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)] = (buckets[Math.floor(x * 10)] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('draws integers, normals and weighted indices with the right shape', () => {
    const rng = createRng(7);
    const ints = Array.from({ length: 5000 }, () => randInt(rng, 2, 4));
    expect(new Set(ints)).toEqual(new Set([2, 3, 4]));
    const normals = Array.from({ length: 20_000 }, () => gaussian(rng));
    const mean = normals.reduce((s, x) => s + x, 0) / normals.length;
    const sd = Math.sqrt(normals.reduce((s, x) => s + (x - mean) ** 2, 0) / normals.length);
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
    const picks = Array.from({ length: 10_000 }, () => weightedIndex(rng, [1, 0, 3]));
    expect(picks.filter((i) => i === 1)).toHaveLength(0);
    expect(picks.filter((i) => i === 2).length / picks.length).toBeCloseTo(0.75, 1);
  });
});
