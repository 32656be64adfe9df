import { describe, expect, it } from 'vitest';
import { goalieAttributesSchema, skaterAttributesSchema } from './player';
import { readStoredRatings } from './stored-ratings';

/** Every rating of a schema's groups set to one value. */
function ratingsOf(schema: { shape: Record<string, { shape: Record<string, unknown> }> }, value: number) {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([group, inner]) => [
      group,
      Object.fromEntries(Object.keys(inner.shape).map((key) => [key, value])),
    ]),
  );
}

const skater = () => ratingsOf(skaterAttributesSchema, 70);
const goalie = () => ratingsOf(goalieAttributesSchema, 80);

describe('stored ratings', () => {
  it("reads a skater's ratings and agrees with the skater schema", () => {
    const reading = readStoredRatings({ attributes: skater() });
    expect(reading).toEqual({ ok: true, ratings: { attributes: skater() } });
    expect(skaterAttributesSchema.safeParse(skater()).success).toBe(true);
  });

  it("reads a goalie's ratings", () => {
    expect(readStoredRatings({ goalieAttributes: goalie() })).toEqual({
      ok: true,
      ratings: { goalieAttributes: goalie() },
    });
  });

  it('takes the ends of the scale, 0 and 99, and nothing past them', () => {
    expect(readStoredRatings({ attributes: ratingsOf(skaterAttributesSchema, 0) }).ok).toBe(true);
    expect(readStoredRatings({ attributes: ratingsOf(skaterAttributesSchema, 99) }).ok).toBe(true);
    for (const bad of [-1, 100, 70.5, '70', null]) {
      const attributes = skater();
      (attributes.skating as Record<string, unknown>).speed = bad;
      expect(readStoredRatings({ attributes })).toEqual({
        ok: false,
        problem: 'attributes.skating.speed: not a rating from 0 to 99',
      });
    }
  });

  it('names the first missing group or rating', () => {
    const noGroup = skater();
    delete noGroup.senses;
    expect(readStoredRatings({ attributes: noGroup })).toEqual({
      ok: false,
      problem: 'attributes.senses: missing',
    });
    const noRating = goalie();
    delete (noRating.saving as Record<string, unknown>).fiveHole;
    expect(readStoredRatings({ goalieAttributes: noRating })).toEqual({
      ok: false,
      problem: 'goalieAttributes.saving.fiveHole: not a rating from 0 to 99',
    });
  });

  it("refuses neither or both of a skater's and a goalie's ratings, and what is not an object", () => {
    expect(readStoredRatings({}).ok).toBe(false);
    expect(readStoredRatings({ attributes: skater(), goalieAttributes: goalie() }).ok).toBe(false);
    expect(readStoredRatings([]).ok).toBe(false);
    expect(readStoredRatings(null).ok).toBe(false);
    expect(readStoredRatings({ attributes: 'fast' })).toEqual({
      ok: false,
      problem: 'attributes: not a set of ratings',
    });
  });

  it("reads a goalie's groups by the goalie schema, not the skater's", () => {
    expect(readStoredRatings({ goalieAttributes: skater() }).ok).toBe(false);
    expect(readStoredRatings({ attributes: goalie() }).ok).toBe(false);
  });
});
