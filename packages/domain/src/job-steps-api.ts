import { z } from 'zod';

/**
 * Every kind of timed work a league has, claimed through one job runner (docs/decisions/066). A step is
 * one kind's work for one league (or, for mail, one user); it fails, waits and is set aside on its own.
 */
export const JOB_STEP_KINDS = [
  'games',
  'waivers',
  'free-agency',
  'draft-clock',
  'trades',
  'trade-proposals',
  'inactivity',
  'webhooks',
  'mail',
  'advances',
] as const;
export type JobStepKind = (typeof JOB_STEP_KINDS)[number];
export const jobStepKindSchema = z.enum(JOB_STEP_KINDS);

/**
 * The kinds whose steps belong to a league, so its commissioner sees and retries them. Mail is a user's; an
 * advance is its own row, tried again by itself and shown, ended, in the Season panel (docs/decisions/067).
 */
export const leagueJobStepKindSchema = jobStepKindSchema.exclude(['mail', 'advances']);
export type LeagueJobStepKind = z.infer<typeof leagueJobStepKindSchema>;

/** What each kind does, as its commissioner reads it. */
export const JOB_STEP_LABELS: Record<JobStepKind, string> = {
  games: 'Playing due games',
  waivers: 'Ending waivers',
  'free-agency': 'Free agency',
  'draft-clock': 'The draft clock',
  trades: 'Trade deadlines and reviews',
  'trade-proposals': 'AI trade proposals',
  inactivity: 'Inactive GMs and autopilot',
  webhooks: 'Webhook deliveries',
  mail: 'Notification mail',
  advances: 'League advances',
};

/** A league's job step that failed: waiting for its next attempt, or set aside (quarantined). */
export const failedJobStepSchema = z.object({
  kind: leagueJobStepKindSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it is tried again by itself; null once set aside. */
  nextAttemptAt: z.string().nullable(),
  /** When it was set aside; null while it is still tried again by itself. */
  quarantinedAt: z.string().nullable(),
});
export type FailedJobStep = z.infer<typeof failedJobStepSchema>;

export const failedJobStepsResponseSchema = z.object({ steps: z.array(failedJobStepSchema) });
export type FailedJobStepsResponse = z.infer<typeof failedJobStepsResponseSchema>;

/** `POST /league/{id}/jobs/retry`: which of the league's steps to run again at once. */
export const jobStepRetryRequestSchema = z.object({ kind: leagueJobStepKindSchema });
export type JobStepRetryRequest = z.infer<typeof jobStepRetryRequestSchema>;

/** A retry's outcome: it ran (`done`), failed again (`lastError` says why), or another server was running it. */
export const jobStepRetryResponseSchema = z.object({
  kind: leagueJobStepKindSchema,
  outcome: z.enum(['done', 'failed', 'busy']),
  lastError: z.string().nullable(),
});
export type JobStepRetryResponse = z.infer<typeof jobStepRetryResponseSchema>;
