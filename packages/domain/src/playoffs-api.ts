import { z } from 'zod';

const idSchema = z.number().int().min(1);

/** One side of a series once its team is known: the team and its playoff seed. */
export const playoffSeriesTeamSchema = z.object({ teamId: idSchema, seed: z.number().int().min(1) });
export type PlayoffSeriesTeam = z.infer<typeof playoffSeriesTeamSchema>;

/**
 * A playoff series as GET /api/league/{id}/playoffs answers it. `highSeed` is the team with home ice;
 * a side is null until the series that feeds it is decided. `wins` is [highSeed's, lowSeed's].
 */
export const playoffSeriesSchema = z.object({
  /** Stable within a bracket: 'r1s1', 'r2s3', ... */
  id: z.string(),
  round: z.number().int().min(1),
  conference: z.string().nullable(),
  length: z.number().int().min(1),
  highSeed: playoffSeriesTeamSchema.nullable(),
  lowSeed: playoffSeriesTeamSchema.nullable(),
  wins: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  /** The series' games played or scheduled, in order. */
  gameIds: z.array(idSchema),
  winnerTeamId: idSchema.nullable(),
  /** Where a series' winner goes next: the id of the series in the next round, null after the final. */
  feeds: z.string().nullable(),
});
export type PlayoffSeries = z.infer<typeof playoffSeriesSchema>;

export const playoffRoundSchema = z.object({
  round: z.number().int().min(1),
  /** 'First Round', 'Second Round', 'Conference Final', 'Final', ... */
  name: z.string(),
  series: z.array(playoffSeriesSchema),
});
export type PlayoffRound = z.infer<typeof playoffRoundSchema>;

/** GET /api/league/{id}/playoffs?seasonId= */
export const playoffsResponseSchema = z.object({
  seasonId: idSchema,
  status: z.enum(['not-started', 'in-progress', 'complete']),
  rounds: z.array(playoffRoundSchema),
  champion: z.object({ teamId: idSchema, name: z.string() }).nullable(),
});
export type PlayoffsResponse = z.infer<typeof playoffsResponseSchema>;
