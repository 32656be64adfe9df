import { z } from 'zod';

export const recordScopeSchema = z.enum(['season', 'game', 'career']);

/** `?scope=season|game|career&gameType=regular|playoff`: the regular season unless asked. */
export const recordsQuerySchema = z.object({
  scope: recordScopeSchema.default('season'),
  gameType: z.enum(['regular', 'playoff']).default('regular'),
});
export type RecordsQuery = z.input<typeof recordsQuerySchema>;

/** One holder of a record: a player (with the team he set it for) or a team, the value and when. */
export const recordHolderSchema = z.object({
  playerId: z.number().int().nullable(),
  /** 'Connor McDavid'; null for a team record. */
  playerName: z.string().nullable(),
  /** The team the line was set for; for a career, the team of his latest line. */
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  /** The season it was set in; for a career, the last season of it. */
  seasonId: z.number().int().nullable(),
  seasonName: z.string().nullable(),
  /** The game, for a single-game record. */
  gameId: z.number().int().nullable(),
  /** The opponent, for a single-game record. */
  opponentName: z.string().nullable(),
  value: z.number(),
  /** Games played (skaters, goalies, teams) for a season or career line. */
  games: z.number().int().nullable(),
});
export type RecordHolder = z.infer<typeof recordHolderSchema>;

export const recordCategorySchema = z.object({
  /** 'goals', 'savePct', 'teamPoints', ... */
  key: z.string(),
  /** 'Goals', 'Save percentage', ... */
  label: z.string(),
  group: z.enum(['skaters', 'goalies', 'teams']),
  /** How the value reads: a count, a fraction shown as .915, an average shown as 2.31. */
  format: z.enum(['count', 'percentage', 'average']),
  /** A condition to qualify, in words ('At least 10 games and 250 shots faced'), or null. */
  minimum: z.string().nullable(),
  /** Best first; the first is the record. Ties: the earlier holder first. */
  holders: z.array(recordHolderSchema),
});
export type RecordCategory = z.infer<typeof recordCategorySchema>;

/** GET /league/{id}/records */
export const recordsResponseSchema = z.object({
  scope: recordScopeSchema,
  gameType: z.enum(['regular', 'playoff']),
  categories: z.array(recordCategorySchema),
});
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;
