import { z } from 'zod';
import { calendarDateSchema } from './dates';
import { zonedFormat } from './zoned-format';

/** A season's phases, in order (docs/decisions/026): preseason → regular → playoffs → offseason. */
export const SEASON_PHASES = ['preseason', 'regular', 'playoffs', 'offseason'] as const;
export const seasonPhaseSchema = z.enum(SEASON_PHASES);
export type SeasonPhase = z.infer<typeof seasonPhaseSchema>;

/** GET /api/league/{id}/clock: "now" in the league, the one source of truth for every view. */
export const leagueClockSchema = z.object({
  /** The league day, 'yyyy-MM-dd' in `timeZone`: the wall-clock day, or later when simulated ahead. */
  date: z.string(),
  timeZone: z.string(),
  phase: seasonPhaseSchema,
  seasonId: z.number().int(),
  /** Every regular-season game is final; the phase stays 'regular' until the playoffs start. */
  regularSeasonComplete: z.boolean(),
  /** The first and last days the season's games may be on; null: open on that side. */
  seasonStartDate: z.string().nullable(),
  seasonEndDate: z.string().nullable(),
});
export type LeagueClock = z.infer<typeof leagueClockSchema>;

/**
 * How far an advance goes (docs/decisions/026): a day, a week, a date, the regular season's last day,
 * the current playoff round's end (playoffs only) or the current phase's end (not in the offseason).
 */
export const ADVANCE_TARGETS = ['day', 'week', 'date', 'regularSeasonEnd', 'round', 'phase'] as const;
export type AdvanceTarget = (typeof ADVANCE_TARGETS)[number];

/** POST /api/league/{id}/advance (commissioner). `date` only, and always, with `to: 'date'`. */
export const advanceRequestSchema = z
  .object({ to: z.enum(ADVANCE_TARGETS), date: calendarDateSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.to === 'date' && value.date === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: "Give the date to advance to with to: 'date'",
      });
    if (value.to !== 'date' && value.date !== undefined)
      ctx.addIssue({ code: 'custom', path: ['date'], message: "A date is only taken with to: 'date'" });
  });
export type AdvanceRequest = z.input<typeof advanceRequestSchema>;

export const advanceResponseSchema = z.object({
  clock: leagueClockSchema,
  /** Games this request played (another request may have played some of the same day's). */
  played: z.number().int(),
  /** The phase change this request made, if any; a concurrent request that lost sees null. */
  phaseChanged: z.object({ from: seasonPhaseSchema, to: seasonPhaseSchema }).nullable(),
  /**
   * With `to: 'round'` or `'phase'` during the playoffs: the rounds it played to their end, by name
   * ('First Round', ..., 'Final'), and the champion once the final is decided. Null for other targets.
   */
  playoffs: z
    .object({
      roundsCompleted: z.array(z.string()),
      champion: z.object({ teamId: z.number().int(), name: z.string() }).nullable(),
    })
    .nullable(),
  /** True when the commissioner stopped it before its target (docs/decisions/080): the clock stands on its last game. */
  stopped: z.boolean().optional(),
});
export type AdvanceResponse = z.infer<typeof advanceResponseSchema>;

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The calendar day ('yyyy-MM-dd') of an instant in `timeZone`. */
export function dayInTimeZone(instant: Date | string, timeZone: string): string {
  return zonedFormat('en-CA', timeZone, DAY).format(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The league day: the wall-clock day in the zone, or the day simulated to when that is later. */
export function leagueDay(now: Date, timeZone: string, simulatedTo: string | null): string {
  const wall = dayInTimeZone(now, timeZone);
  return simulatedTo !== null && simulatedTo > wall ? simulatedTo : wall;
}

const DAY_MS = 86_400_000;

/**
 * The league's instant: the wall clock, moved on by the whole days the commissioner simulated ahead. Timed
 * league business (24 hours on waivers, an offer's decision period) runs on it, so simulating a week ahead
 * also lets a week of waivers run out.
 */
export function leagueInstant(now: Date, timeZone: string, simulatedTo: string | null): Date {
  const wall = dayInTimeZone(now, timeZone);
  const day = leagueDay(now, timeZone, simulatedTo);
  const ahead = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${wall}T00:00:00Z`)) / DAY_MS);
  return new Date(now.getTime() + ahead * DAY_MS);
}

export type GameBucket = 'past' | 'today' | 'upcoming';

/**
 * Where Game Center lists a game, by the league clock, never the browser's: a game on the league day
 * is today's, earlier ones past, later ones upcoming; a final game is never upcoming (no spoiler while
 * the commissioner's simulation runs ahead of the clock).
 */
export function gameBucket(
  game: { startAt: string; isSimulated: boolean },
  clock: Pick<LeagueClock, 'date' | 'timeZone'>,
): GameBucket {
  const day = dayInTimeZone(game.startAt, clock.timeZone);
  if (day === clock.date) return 'today';
  if (day < clock.date || game.isSimulated) return 'past';
  return 'upcoming';
}

/** PUT /api/league/{id}/season/dates (commissioner): the days the active season's games may be on. */
export const seasonDatesRequestSchema = z
  .object({ startDate: calendarDateSchema.nullable(), endDate: calendarDateSchema.nullable() })
  .refine((v) => v.startDate === null || v.endDate === null || v.startDate <= v.endDate, {
    path: ['endDate'],
    message: 'The end date must be on or after the start date',
  });
export type SeasonDatesRequest = z.input<typeof seasonDatesRequestSchema>;

/** How each phase reads in the league header, the commissioner's panel and the history. */
export const PHASE_LABELS: Record<SeasonPhase, string> = {
  preseason: 'Preseason',
  regular: 'Regular season',
  playoffs: 'Playoffs',
  offseason: 'Offseason',
};

/** The league home's badge: the phase, 'Season Active' while the regular season runs (SPEC §2). */
export function phaseBadge(clock: Pick<LeagueClock, 'phase' | 'regularSeasonComplete'>): string {
  if (clock.phase !== 'regular') return PHASE_LABELS[clock.phase];
  return clock.regularSeasonComplete ? 'Regular season complete' : 'Season Active';
}
