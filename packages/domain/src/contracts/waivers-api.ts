import { z } from 'zod';
import { idSchema } from '../ids';
import { leagueParamsSchema } from '../league';

/** One player on waivers, as the league's waiver wire lists him. */
export const waiverSchema = z.object({
  id: z.number().int(),
  player: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    age: z.number().int(),
    overall: z.number().int(),
    capHit: z.number().int(),
    yearsLeft: z.number().int(),
  }),
  fromTeam: z.object({ id: z.number().int(), name: z.string() }),
  headedTo: z.enum(['minors', 'release']),
  placedAt: z.string(),
  /** When he clears, on the league's clock. */
  endsAt: z.string(),
  /** The viewer's team has put in a claim. */
  claimedByMyTeam: z.boolean(),
});
export type Waiver = z.infer<typeof waiverSchema>;

/** GET /api/league/{id}/waivers: open waivers, soonest to end first, and the league's instant. */
export const waiversResponseSchema = z.object({
  leagueNow: z.string(),
  /** The viewer's team's place in the claiming order (1: first), null without a team. */
  myPriority: z.number().int().nullable(),
  waivers: z.array(waiverSchema),
});
export type WaiversResponse = z.infer<typeof waiversResponseSchema>;

export const waiverParamsSchema = leagueParamsSchema.extend({ waiverId: idSchema });
