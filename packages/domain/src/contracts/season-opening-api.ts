import { z } from 'zod';
import { idSchema } from '../ids';
import { seasonPhaseSchema } from '../league-clock';

const money = z.number().int();

/**
 * GET /api/league/{id}/season/opening: whether the active season's regular season may start
 * (docs/decisions/076): the GM teams below the floor, and the commissioner's override if he gave it.
 */
export const seasonOpeningSchema = z.object({
  seasonId: z.number().int(),
  seasonName: z.string(),
  phase: seasonPhaseSchema,
  /** The day of the first regular-season game; null before a schedule. */
  firstDay: z.string().nullable(),
  floor: money,
  /** A regular-season game has been played, or the phase is past the preseason: nothing holds it now. */
  begun: z.boolean(),
  /** Teams run by GMs below the floor, the furthest below first (only while the season has not begun). */
  belowFloor: z.array(
    z.object({ teamId: z.number().int(), teamName: z.string(), payroll: money, short: money }),
  ),
  /** When the commissioner started the season below the floor (wall-clock ISO); null if he has not. */
  overriddenAt: z.string().nullable(),
  /** The regular-season games wait: a team is below the floor and there is no override. */
  held: z.boolean(),
});
export type SeasonOpening = z.infer<typeof seasonOpeningSchema>;

/**
 * POST /api/league/{id}/season/start-below-floor (commissioner): start the named season's regular season
 * though GM teams are below the floor. The season is named so a stale page cannot start the next one.
 */
export const startBelowFloorRequestSchema = z.object({ seasonId: idSchema });
export type StartBelowFloorRequest = z.input<typeof startBelowFloorRequestSchema>;
