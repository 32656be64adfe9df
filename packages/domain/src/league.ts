import { z } from 'zod';

/** A league as listed on the dashboard (SPEC §2 'Your Leagues'). */
export const leagueSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  commissionerId: z.number().int(),
  teamCount: z.number().int(),
  seasonName: z.string(),
  active: z.boolean(),
});
export type LeagueSummary = z.infer<typeof leagueSummarySchema>;
export const userLeaguesResponseSchema = z.array(leagueSummarySchema);
