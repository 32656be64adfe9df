import { z } from 'zod';
import { ADVANCE_STATUSES } from './advance-status';
import { idSchema } from './ids';
import { leagueParamsSchema } from './league';
import {
  advanceRequestSchema,
  advanceResponseSchema,
  type AdvanceRequest,
  dayInTimeZone,
} from './league-clock';

/**
 * A league advance is a job (docs/decisions/067): POST /api/league/{id}/advance answers 202 with it, and it
 * plays on behind the request, its progress told over the live event stream.
 */
export const advanceJobSchema = z.object({
  id: z.number().int(),
  leagueId: z.number().int(),
  request: advanceRequestSchema,
  status: z.enum(ADVANCE_STATUSES),
  /** Games played so far, of `total` when it is known (a playoff round's length is not). */
  played: z.number().int(),
  total: z.number().int().nullable(),
  /** What the advance did, once done. */
  result: advanceResponseSchema.nullable(),
  /** Why it stopped, once failed, in words for the commissioner. */
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdvanceJob = z.infer<typeof advanceJobSchema>;

/** GET /api/league/{id}/advances/latest: the running advance, else the last one; null before the first. */
export const latestAdvanceSchema = z.object({ advance: advanceJobSchema.nullable() });
export type LatestAdvance = z.infer<typeof latestAdvanceSchema>;

export const advanceParamsSchema = leagueParamsSchema.extend({ advanceId: idSchema });

/** How far an advance goes, in words: "a day", "to 2026-12-01", "to the end of the playoff round". */
export function describeAdvanceTarget(request: AdvanceRequest): string {
  switch (request.to) {
    case 'day':
      return 'a day';
    case 'week':
      return 'a week';
    case 'date':
      return `to ${request.date ?? 'a date'}`;
    case 'regularSeasonEnd':
      return 'to the end of the regular season';
    case 'round':
      return 'to the end of the playoff round';
    case 'phase':
      return 'to the end of the phase';
  }
}

/** The share of an advance done, 0–100, or null while its length is unknown. Never 100 before it ends. */
export function advancePercent(job: Pick<AdvanceJob, 'status' | 'played' | 'total'>): number | null {
  if (job.status !== 'running') return 100;
  if (job.total === null || job.total <= 0) return null;
  return Math.min(99, Math.floor((job.played / job.total) * 100));
}

/**
 * Where the clock stands after the commissioner stopped an advance (docs/decisions/080): on the day of the
 * last game it played, so no final game is ahead of the clock and no game is left behind it (games are
 * played in start order); where it stood when no game was played past that day.
 */
export function stoppedAdvanceDay(
  leagueDay: string,
  lastPlayedStart: string | null,
  timeZone: string,
): string {
  if (lastPlayedStart === null) return leagueDay;
  const day = dayInTimeZone(lastPlayedStart, timeZone);
  return day > leagueDay ? day : leagueDay;
}
