import { z } from 'zod';
import { goalieLineSchema, skaterLineSchema } from '../career-api';
import { positionSchema, playerStatusSchema } from '../player';
import { UNSIGNED_REASONS } from './rating-groups';

const idSchema = z.number().int();
const kindSchema = z.enum(['skater', 'goalie']);

/** GET /api/league/{leagueId}/players/compare?ids=1,2,3: the ids as sent; the service reads them (readCompareIds). */
export const compareQuerySchema = z.object({ ids: z.string().max(200).optional() });

const ratingGroupSchema = z.object({
  key: z.string(),
  label: z.string(),
  average: z.number().int(),
  attributes: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().int() })),
});

const skaterLine = skaterLineSchema;
const goalieLine = goalieLineSchema;

/**
 * His regular-season line this season (his teams' summed; null before his first game) and his career totals
 * in this league, as his career table counts them.
 */
export const compareStatsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skater'),
    season: skaterLine.nullable(),
    career: skaterLine.extend({ seasons: z.number().int() }),
  }),
  z.object({
    kind: z.literal('goalie'),
    season: goalieLine.nullable(),
    career: goalieLine.extend({ seasons: z.number().int() }),
  }),
]);

/** One point of his age curve: a season's overall, stored or (projected) expected by the age curve. */
export const ageCurvePointSchema = z.object({
  seasonLabel: z.string(),
  age: z.number().int(),
  overall: z.number().int(),
  /** True for a season to come: the age curve's expectation, no luck (docs/decisions/025, 092). */
  projected: z.boolean(),
});
export type AgeCurvePoint = z.infer<typeof ageCurvePointSchema>;

export const comparedPlayerSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  position: positionSchema,
  age: z.number().int(),
  overall: z.number().int(),
  /** Null for a draft-class prospect, whose potential is the scouts' to guess (docs/decisions/049). */
  potential: z.number().int().nullable(),
  status: playerStatusSchema,
  team: z.object({ id: idSchema, name: z.string(), abbreviation: z.string() }).nullable(),
  kind: kindSchema,
  ratingGroups: z.array(ratingGroupSchema),
  /** His contract, or null with the reason he has none. */
  contract: z.object({ capHit: z.number().int(), yearsLeft: z.number().int() }).nullable(),
  unsignedReason: z.enum(UNSIGNED_REASONS).nullable(),
  stats: compareStatsSchema,
  ageCurve: z.array(ageCurvePointSchema),
});
export type ComparedPlayer = z.infer<typeof comparedPlayerSchema>;

export const playerCompareResponseSchema = z.object({
  /** The season whose stats the comparison shows: the league's active one. */
  season: z.object({ id: idSchema, label: z.string() }).nullable(),
  players: z.array(comparedPlayerSchema),
  radars: z.array(
    z.object({
      kind: kindSchema,
      axes: z.array(z.object({ key: z.string(), label: z.string() })),
      playerIds: z.array(idSchema),
    }),
  ),
});
export type PlayerCompareResponse = z.infer<typeof playerCompareResponseSchema>;
export type CompareStats = z.infer<typeof compareStatsSchema>;

/** GET /api/league/{leagueId}/players/search?q=: players of the league by name, for a picker. */
/** The name search's text: checked in the handler, once the league is known to exist (2 to 60 letters). */
export const playerSearchQuerySchema = z.object({ q: z.string().trim().max(60).optional() });
export const PLAYER_SEARCH_MIN_LETTERS = 2;
export const playerSearchResponseSchema = z.array(
  z.object({
    id: idSchema,
    firstName: z.string(),
    lastName: z.string(),
    position: positionSchema,
    overall: z.number().int(),
    team: z.object({ id: idSchema, abbreviation: z.string() }).nullable(),
  }),
);
export type PlayerSearchResult = z.infer<typeof playerSearchResponseSchema>[number];
