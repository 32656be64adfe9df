import { z } from 'zod';
import { goaliePlanSchema } from './goalie-plan';

/** GET and PUT .../goalie-plan answer: the team's plan (the default while its GM has set none). */
export const goaliePlanResponseSchema = z.object({
  teamId: z.number().int(),
  /** Whether the viewer may change it (the team's GM or the commissioner). */
  editable: z.boolean(),
  /** True while the team uses DEFAULT_GOALIE_PLAN because none was saved. */
  isDefault: z.boolean(),
  goaliePlan: goaliePlanSchema,
});
export type GoaliePlanResponse = z.infer<typeof goaliePlanResponseSchema>;

/** PUT .../goalie-plan: the whole plan. */
export const saveGoaliePlanRequestSchema = z.object({ goaliePlan: goaliePlanSchema });
export type SaveGoaliePlanRequest = z.infer<typeof saveGoaliePlanRequestSchema>;
