/** A source of uniform random numbers in [0, 1). The caller owns it and its seed. */
export interface Rng {
  next(): number;
}

/** Turns a string or number seed into 32-bit state words (xmur3 hash). */
function seedWords(seed: number | string): [number, number, number, number] {
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const word = (): number => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return (h ^= h >>> 16) >>> 0;
  };
  return [word(), word(), word(), word()];
}

/**
 * sfc32: a small, fast PRNG with a 128-bit state that passes PractRand.
 * `createRng(seed)` gives the same sequence for the same seed, on every platform.
 */
export function createRng(seed: number | string): Rng {
  // The state lives in a typed array: plain 32-bit words, never boxed numbers.
  const s = Int32Array.from(seedWords(seed));
  const rng: Rng = {
    next(): number {
      const a = s[0] as number;
      const b = s[1] as number;
      const c = s[2] as number;
      const d = ((s[3] as number) + 1) | 0;
      const t = (((a + b) | 0) + d) | 0;
      s[0] = b ^ (b >>> 9);
      s[1] = (c + (c << 3)) | 0;
      s[2] = (((c << 21) | (c >>> 11)) + t) | 0;
      s[3] = d;
      return (t >>> 0) / 4294967296;
    },
  };
  for (let i = 0; i < 12; i++) rng.next();
  return rng;
}

/** Integer in [min, max], both inclusive. */
export const randInt = (rng: Rng, min: number, max: number): number =>
  min + Math.floor(rng.next() * (max - min + 1));

export const chance = (rng: Rng, p: number): boolean => rng.next() < p;

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Standard normal deviate (Box-Muller). */
export function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** Index drawn with probability proportional to its weight. */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}
