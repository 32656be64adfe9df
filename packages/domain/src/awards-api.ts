import { z } from 'zod';
import { awardSchema } from './awards';
import { seasonQuerySchema } from './ids';

/** `?seasonId=` on the awards: the active season by default. */
export const awardsQuerySchema = seasonQuerySchema;
export type AwardsQuery = z.input<typeof awardsQuerySchema>;

/** One place in an award's race with the names the pages show: a player and his team, or a team alone. */
export const awardPlaceViewSchema = z.object({
  playerId: z.number().int().nullable(),
  /** 'Connor McDavid'; null for a team award (the best record). */
  playerName: z.string().nullable(),
  teamId: z.number().int(),
  teamName: z.string(),
  teamAbbreviation: z.string(),
  /** What the award rewards, e.g. '128 pts' or '.924 SV%, 2.17 GAA'. */
  value: z.string(),
});
export type AwardPlaceView = z.infer<typeof awardPlaceViewSchema>;

export const awardViewSchema = awardPlaceViewSchema.extend({
  award: awardSchema,
  /** 'Most Valuable Player' (AWARD_NAMES). */
  name: z.string(),
  runnersUp: z.array(awardPlaceViewSchema),
});
export type AwardView = z.infer<typeof awardViewSchema>;

/** GET /league/{id}/awards: the season's awards once its regular season is over, the playoff MVP once it has a champion. */
export const awardsResponseSchema = z.object({
  seasonId: z.number().int(),
  seasonName: z.string(),
  /** False until the season's last regular-season game is final; `reason` then says why the list is empty. */
  available: z.boolean(),
  reason: z.string().nullable(),
  awards: z.array(awardViewSchema),
});
export type AwardsResponse = z.infer<typeof awardsResponseSchema>;
