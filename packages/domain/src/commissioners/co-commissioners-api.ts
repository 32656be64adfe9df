import { z } from 'zod';

export const coCommissionerSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** The team he runs in the league. */
  teamName: z.string().nullable(),
  namedAt: z.string(),
});
export type CoCommissioner = z.infer<typeof coCommissionerSchema>;

export const coCommissionersResponseSchema = z.object({
  owner: z.object({ userId: z.number().int(), username: z.string() }),
  coCommissioners: z.array(coCommissionerSchema),
  /** Whether the viewer may change the list: the owner alone. */
  canEdit: z.boolean(),
});
export type CoCommissionersResponse = z.infer<typeof coCommissionersResponseSchema>;

/** PUT: the whole list of co-commissioners, each a GM of the league (docs/decisions/060). */
export const coCommissionersRequestSchema = z.object({
  userIds: z.array(z.number().int().positive()).max(31),
});
export type CoCommissionersRequest = z.infer<typeof coCommissionersRequestSchema>;
