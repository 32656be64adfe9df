/**
 * The draft's published random numbers (docs/decisions/049): the lottery's draws come from a seed anyone can
 * see, so anyone can recompute them. The algorithm, written out so it can be reimplemented in any language:
 *
 * 1. Hash the seed with 32-bit FNV-1a over its UTF-16 code units: h = 2166136261; for each code unit c,
 *    h = (h XOR c) × 16777619 mod 2^32.
 * 2. Run mulberry32 from state h. Each number: state = (state + 0x6D2B79F5) mod 2^32; t = state;
 *    t = (t XOR (t >>> 15)) × (t OR 1); t = t XOR (t + (t XOR (t >>> 7)) × (t OR 61)); the 32-bit result is
 *    t XOR (t >>> 14) (all products mod 2^32, all values unsigned), divided by 2^32, which gives [0, 1).
 */
export function seedHash(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A generator of numbers in [0, 1), the same sequence for the same seed on every machine. */
export function seededNumbers(seed: string): () => number {
  let state = seedHash(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
