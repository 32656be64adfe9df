import { z } from 'zod';

/**
 * The dates a league can use. Far enough either way for any real or imagined season; past it the
 * clock's arithmetic and the databases' date handling stop agreeing (year 0, five-digit years).
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2200-12-31' } as const;

const DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** Why a 'yyyy-MM-dd' day is not one Rinkside takes, or undefined when it is. */
function dayProblem(day: string): string | undefined {
  if (!DATE_FORMAT.test(day)) return 'Use a date like 2026-10-07';
  // Date.parse rolls 2026-02-30 over into March: a real day reads back as itself.
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(day)) {
    return `${day} is not a real date`;
  }
  if (day < DATE_RANGE.min || day > DATE_RANGE.max) {
    return `Use a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}`;
  }
  return undefined;
}

/** A real calendar day, 'yyyy-MM-dd', within DATE_RANGE. */
export const calendarDateSchema = z.string().superRefine((value, ctx) => {
  const problem = dayProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

const dateTime = z.iso.datetime({ offset: true });

/** A day ('yyyy-MM-dd') or an ISO date-time with its offset, on a real day within DATE_RANGE. */
export const dayOrDateTimeSchema = z.string().superRefine((value, ctx) => {
  const isDateTime = value.length > 10 && dateTime.safeParse(value).success;
  const problem = isDateTime
    ? dayProblem(value.slice(0, 10))
    : value.length > 10
      ? 'Use a date like 2026-10-07 or a date-time like 2026-10-07T19:00:00-04:00'
      : dayProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});
