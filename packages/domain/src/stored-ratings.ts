import {
  goalieAttributesSchema,
  skaterAttributesSchema,
  type GoalieAttributes,
  type SkaterAttributes,
} from './player';

/** A player's ratings as a players row keeps them: a skater's attribute groups or a goalie's. */
export interface StoredRatings {
  attributes?: SkaterAttributes;
  goalieAttributes?: GoalieAttributes;
}

/** What stored ratings answer: the ratings, or the first path that does not read and what is wrong there. */
export type StoredRatingsReading = { ok: true; ratings: StoredRatings } | { ok: false; problem: string };

type Groups = readonly (readonly [group: string, keys: readonly string[]])[];

/** Each group of an attribute schema with its ratings, taken from the schema itself so the two never drift. */
function groupsOf(schema: { shape: Record<string, { shape: Record<string, unknown> }> }): Groups {
  return Object.entries(schema.shape).map(([group, inner]) => [group, Object.keys(inner.shape)] as const);
}

const SKATER_GROUPS = groupsOf(skaterAttributesSchema);
const GOALIE_GROUPS = groupsOf(goalieAttributesSchema);

const isRating = (value: unknown): boolean =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 99;

function problemIn(value: unknown, groups: Groups, name: string): string | null {
  if (value === null || typeof value !== 'object') return `${name}: not a set of ratings`;
  const record = value as Record<string, unknown>;
  for (const [group, keys] of groups) {
    const inner = record[group];
    if (inner === null || typeof inner !== 'object') return `${name}.${group}: missing`;
    const ratings = inner as Record<string, unknown>;
    for (const key of keys) {
      if (!isRating(ratings[key])) return `${name}.${group}.${key}: not a rating from 0 to 99`;
    }
  }
  return null;
}

/**
 * Stored ratings read by the attribute schemas' own shape: exactly one of a skater's groups or a goalie's,
 * every rating a whole number from 0 to 99. Written by hand rather than through zod because every roster a
 * game or a page loads reads each of its players' ratings: this check costs next to nothing beside the
 * JSON.parse of the column (about 5 µs a skater), where zod's parse would double it. The shape it checks is the schemas', so a rating added to them is checked here too.
 */
export function readStoredRatings(value: unknown): StoredRatingsReading {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, problem: 'not an object' };
  }
  const { attributes, goalieAttributes } = value as Record<string, unknown>;
  if ((attributes === undefined) === (goalieAttributes === undefined)) {
    return { ok: false, problem: "it holds neither or both of a skater's and a goalie's ratings" };
  }
  const problem =
    attributes !== undefined
      ? problemIn(attributes, SKATER_GROUPS, 'attributes')
      : problemIn(goalieAttributes, GOALIE_GROUPS, 'goalieAttributes');
  if (problem !== null) return { ok: false, problem };
  return {
    ok: true,
    ratings:
      attributes !== undefined
        ? { attributes: attributes as SkaterAttributes }
        : { goalieAttributes: goalieAttributes as GoalieAttributes },
  };
}
