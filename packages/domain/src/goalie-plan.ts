import { z } from 'zod';

/**
 * How a team shares its starts between its goalies (a setting on the lines page): the starter's
 * share of the starts, and whether he sits the second game of back-to-back days.
 */
export const goaliePlanSchema = z.object({
  /** 0.5-1: 0.7 means the starter starts about 7 games in 10. */
  starterShare: z.number().min(0.5).max(1),
  restOnBackToBack: z.boolean(),
});
export type GoaliePlan = z.infer<typeof goaliePlanSchema>;

/** The plan of a team whose GM has not set one: backups start about a quarter of the games. */
export const DEFAULT_GOALIE_PLAN: GoaliePlan = { starterShare: 0.72, restOnBackToBack: true };
