import { z } from 'zod';

// SPEC issue 15 (inactive GMs): a nudge at 3 days, autopilot at 7, the vacate offer at 14; 0 turns one off.
export const MAX_INACTIVITY_DAYS = 365;
const DAY_MS = 86_400_000;

const days = (what: string, fallback: number) =>
  z
    .number({ error: `${what}: a whole number of days (0 turns it off).` })
    .int(`${what}: a whole number of days (0 turns it off).`)
    .min(0, `${what}: 0 (off) or more days.`)
    .max(MAX_INACTIVITY_DAYS, `${what}: at most ${MAX_INACTIVITY_DAYS} days.`)
    .default(fallback);

/** A league's thresholds, in days without activity (docs/decisions/036). */
export const inactivitySettingsSchema = z
  .object({
    nudgeDays: days('Nudge', 3),
    autopilotDays: days('Autopilot', 7),
    vacateDays: days('Vacate offer', 14),
  })
  .superRefine((s, issue) => {
    const { nudgeDays: nudge, autopilotDays: autopilot, vacateDays: vacate } = s;
    if (nudge > 0 && autopilot > 0 && nudge >= autopilot)
      issue.addIssue({
        code: 'custom',
        path: ['nudgeDays'],
        message: `The nudge (${nudge} days) must come before autopilot (${autopilot} days).`,
      });
    if (autopilot > 0 && vacate > 0 && autopilot > vacate)
      issue.addIssue({
        code: 'custom',
        path: ['autopilotDays'],
        message: `Autopilot (${autopilot} days) must start no later than the vacate offer (${vacate} days).`,
      });
    if (nudge > 0 && autopilot === 0 && vacate > 0 && nudge >= vacate)
      issue.addIssue({
        code: 'custom',
        path: ['nudgeDays'],
        message: `The nudge (${nudge} days) must come before the vacate offer (${vacate} days).`,
      });
  });
export type InactivitySettings = z.infer<typeof inactivitySettingsSchema>;
export const DEFAULT_INACTIVITY_SETTINGS: InactivitySettings = inactivitySettingsSchema.parse({});

/** What a GM's time away has reached: each threshold that is on and has passed. */
export interface InactivityReached {
  /** Whole days since the GM's last activity. */
  daysAway: number;
  nudge: boolean;
  autopilot: boolean;
  vacate: boolean;
}

/** The thresholds passed by a GM last active at `lastActiveAt` (ISO), at `now`. */
export function inactivityReached(
  settings: InactivitySettings,
  lastActiveAt: string,
  now: Date,
): InactivityReached {
  const awayMs = now.getTime() - Date.parse(lastActiveAt);
  const passed = (threshold: number) => threshold > 0 && awayMs >= threshold * DAY_MS;
  return {
    daysAway: Math.max(0, Math.floor(awayMs / DAY_MS)),
    nudge: passed(settings.nudgeDays),
    autopilot: passed(settings.autopilotDays),
    vacate: passed(settings.vacateDays),
  };
}

/** One GM seat as the commissioner sees its activity. */
export const gmSeatActivitySchema = z.object({
  teamId: z.number().int(),
  userId: z.number().int(),
  /** The GM's last request in the league; null: not seen since `trackedSince`. */
  lastActiveAt: z.string().nullable(),
  /** When Rinkside began watching this GM in this seat (the first check after the seat was filled). */
  trackedSince: z.string(),
  nudgedAt: z.string().nullable(),
  /** The team is on autopilot since then; null: the GM runs it. */
  autopilotSince: z.string().nullable(),
  daysAway: z.number().int(),
  /** Past the vacate threshold: the commissioner may vacate the seat. */
  canVacate: z.boolean(),
});
export type GmSeatActivity = z.infer<typeof gmSeatActivitySchema>;

/** GET /api/league/{id}/gm-activity (commissioner). */
export const gmActivityResponseSchema = z.object({
  /** The server's clock as it answered: 'ago' is reckoned from it. */
  now: z.string(),
  settings: inactivitySettingsSchema,
  seats: z.array(gmSeatActivitySchema),
});
export type GmActivityResponse = z.infer<typeof gmActivityResponseSchema>;

/** GET /api/league/{id}/team/{teamId}/autopilot: whether the server manages the team's lineup. */
export const teamAutopilotSchema = z.object({
  autopilot: z.boolean(),
  since: z.string().nullable(),
});
export type TeamAutopilot = z.infer<typeof teamAutopilotSchema>;

/** How long ago `iso` was at `now`, as the commissioner's table says it: 'just now', '2 h ago', '9 days ago'. */
export function timeAgo(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
