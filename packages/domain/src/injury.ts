import { z } from 'zod';

/**
 * A player's injury as the league stores it. He misses every game before `returnDate` (a league-local
 * 'YYYY-MM-DD'); 'day-to-day' injuries are the short ones (expected out three games or fewer).
 */
export const injurySchema = z.object({
  /** What he hurt, as the box score and the roster say it: 'Upper body', 'Knee', 'Concussion', ... */
  type: z.string().min(1),
  /** The day of the game he was hurt in. */
  injuredOn: z.string(),
  /** The first day he may play again. */
  returnDate: z.string(),
  /** Games he was expected to miss when hurt. */
  gamesOut: z.number().int().min(1),
  dayToDay: z.boolean(),
});
export type Injury = z.infer<typeof injurySchema>;

/** An injury the engine reports for one game: the server turns it into an Injury with dates. */
export const gameInjurySchema = z.object({
  playerId: z.union([z.number().int(), z.string().min(1)]),
  team: z.enum(['home', 'away']),
  type: z.string().min(1),
  gamesOut: z.number().int().min(1),
  period: z.number().int().min(1),
  clock: z.number().int().min(0),
});
export type GameInjury = z.infer<typeof gameInjurySchema>;

/** A dressed player who took the place of one the saved lineup named but who could not play. */
export const lineupReplacementSchema = z.object({
  team: z.enum(['home', 'away']),
  /** The lineup slot, e.g. 'line1_lw', 'defense2_rd', 'starter_g'. */
  slot: z.string(),
  out: z.union([z.number().int(), z.string().min(1)]),
  in: z.union([z.number().int(), z.string().min(1)]),
  reason: z.enum(['injured', 'scratched', 'unavailable', 'rested']),
});
export type LineupReplacement = z.infer<typeof lineupReplacementSchema>;
