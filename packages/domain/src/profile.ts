import { z } from 'zod';
import { HOCKEY_TEAM_NAMES } from './teams';
import { text } from './text';

// SPEC §3 Profile.
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  registeredAt: z.string(),
  gmName: z.string().nullable(),
  favouriteTeam: z.string().nullable(),
  prefersTo: z.string().nullable(),
  leagues: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      isCommissioner: z.boolean(),
    }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

const optionalText = (max: number, label: string) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** SPEC §7 PUT /user/profile. */
export const updateProfileRequestSchema = z.object({
  gmName: optionalText(40, 'GM name'),
  favouriteTeam: optionalText(64, 'Favourite team').refine(
    (v) => v === null || HOCKEY_TEAM_NAMES.includes(v),
    'Favourite team must be one of the 32 teams',
  ),
  prefersTo: optionalText(200, 'Prefers to'),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const usernameParamsSchema = z.object({ username: text('Username').min(1).max(64) });
