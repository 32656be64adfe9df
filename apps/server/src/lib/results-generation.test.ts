import { describe, expect, it } from 'vitest';
import { ResultsGeneration } from './results-generation';

describe('ResultsGeneration', () => {
  it("moves the generation of the leagues whose results were stored, and no other league's", () => {
    const generation = new ResultsGeneration();
    const [a, b, c] = [generation.of(1), generation.of(2), generation.of(3)];
    generation.markStored([1, 2]);
    expect(generation.of(1)).not.toBe(a);
    expect(generation.of(2)).not.toBe(b);
    expect(generation.of(3)).toBe(c);
    const afterFirst = generation.of(1);
    generation.markStored([2]);
    expect(generation.of(1)).toBe(afterFirst);
  });

  it('moves every league when the leagues are not named, and keeps moving them afterwards', () => {
    const generation = new ResultsGeneration();
    generation.markStored([1]);
    const [one, two] = [generation.of(1), generation.of(2)];
    generation.markStored();
    expect(generation.of(1)).not.toBe(one);
    expect(generation.of(2)).not.toBe(two);
    const later = generation.of(1);
    generation.markStored([1]);
    expect(generation.of(1)).not.toBe(later);
  });
});
