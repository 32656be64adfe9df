import { z } from 'zod';
import { usernameSchema } from './auth';
import { idSchema } from './ids';
import { leagueNameSchema } from './league';

// SPEC §3 Recruitment and Application.
export const recruitmentSchema = z.object({
  id: z.number().int(),
  team: z.object({
    id: z.number().int(),
    name: z.string(),
    abbreviation: z.string(),
    league: z.object({ id: z.number().int(), name: z.string() }),
  }),
  createdAt: z.string(),
});
export type Recruitment = z.infer<typeof recruitmentSchema>;

// 'withdrawn': closed by Rinkside when the applicant was given another team in the same league.
export const APPLICATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export const applicationSchema = z.object({
  recruitmentId: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
});
export type Application = z.infer<typeof applicationSchema>;

export const applyParamsSchema = z.object({
  leagueId: idSchema,
  teamId: idSchema,
  recruitmentId: idSchema,
});

/** What the commissioner sees of one application. */
export const applicantSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  gmName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});

export const commissionerViewSchema = z.object({
  leagueId: z.number().int(),
  name: z.string(),
  teams: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      abbreviation: z.string(),
      gm: z.object({ id: z.number().int(), username: z.string() }).nullable(),
      recruitment: z
        .object({ id: z.number().int(), createdAt: z.string(), applications: z.array(applicantSchema) })
        .nullable(),
    }),
  ),
});
export type CommissionerView = z.infer<typeof commissionerViewSchema>;

export const assignGmRequestSchema = z.object({ username: usernameSchema });
export const renameLeagueRequestSchema = z.object({ name: leagueNameSchema });
export const applicationParamsSchema = z.object({
  leagueId: idSchema,
  applicationId: idSchema,
});
export const applicationDecisionSchema = z.object({ decision: z.enum(['accept', 'decline']) });
