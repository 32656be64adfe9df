import { z } from 'zod';

/**
 * How a team shares its starts between its goalies (a setting on the lines page): the starter's
 * share of the starts, and whether he sits the second game of back-to-back days.
 */
export const goaliePlanSchema = z.object({
  /** 0.5-1: 0.7 means the starter starts about 7 games in 10. */
  starterShare: z
    .number({ message: "The starter's share of starts must be a number between 0.5 and 1." })
    .min(0.5, "The starter's share of starts must be at least 0.5 (half the games).")
    .max(1, "The starter's share of starts must be at most 1 (every game)."),
  restOnBackToBack: z.boolean({ message: 'Rest on back-to-backs must be true or false.' }),
});
export type GoaliePlan = z.infer<typeof goaliePlanSchema>;

/** The plan of a team whose GM has not set one: backups start about a quarter of the games. */
export const DEFAULT_GOALIE_PLAN: GoaliePlan = { starterShare: 0.72, restOnBackToBack: true };
