import { dayInTimeZone } from './league-clock';
import { zonedFormat } from './zoned-format';

/**
 * Dates as a league reads them (docs/decisions/079): every league date on every page is written here, in
 * the league's time zone, never the browser's. A game at 22:30 in New York is on the 14th for every GM,
 * wherever they sit; the viewer's own time is offered beside it (`formatViewerTime`, on hover).
 */

type Part = Intl.DateTimeFormatPartTypes;

function parts(instant: string | Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const found = zonedFormat('en-US', timeZone, options).formatToParts(date);
  return (type: Part) => found.find((p) => p.type === type)?.value ?? '';
}

const CLOCK_24H = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const CLOCK_12H = { hour: 'numeric', minute: '2-digit' } as const;

/** The day of an instant: 'Oct 14, 2026', or 'Oct 14' without the year. */
export function formatLeagueDate(
  instant: string | Date,
  timeZone: string,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  const part = parts(instant, timeZone, { month: 'short', day: 'numeric', year: 'numeric' });
  return withYear ? `${part('month')} ${part('day')}, ${part('year')}` : `${part('month')} ${part('day')}`;
}

/**
 * The day and time of an instant: 'Oct 14, 2026, 7:30 PM'; 'Oct 14, 7:30 PM' without the year; 'Sat, Oct 14,
 * 7:30 PM' with the weekday and without the year.
 */
export function formatLeagueDateTime(
  instant: string | Date,
  timeZone: string,
  { withYear = true, weekday = false }: { withYear?: boolean; weekday?: boolean } = {},
): string {
  const part = parts(instant, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...CLOCK_12H,
  });
  const day = `${weekday ? `${part('weekday')}, ` : ''}${part('month')} ${part('day')}`;
  return `${day}${withYear ? `, ${part('year')}` : ''}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`;
}

/** SPEC §2 card date: 'MMM DD, YYYY • HH:mm'. */
export function formatGameDate(instant: string | Date, timeZone: string): string {
  const part = parts(instant, timeZone, { month: 'short', day: '2-digit', year: 'numeric', ...CLOCK_24H });
  return `${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')}`;
}

/** The game viewer's header: 'Thu, Nov 26, 2026 • 19:30'. */
export function formatGameDay(instant: string | Date, timeZone: string): string {
  const part = parts(instant, timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...CLOCK_24H,
  });
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')}`;
}

/** A later game's badge: its weekday within 6 league days of `today` ('yyyy-MM-dd'), else 'MMM DD'. */
export function formatUpcomingDay(instant: string, clock: { date: string; timeZone: string }): string {
  const days = (Date.parse(dayInTimeZone(instant, clock.timeZone)) - Date.parse(clock.date)) / 86_400_000;
  if (days <= 6) return parts(instant, clock.timeZone, { weekday: 'long' })('weekday');
  const part = parts(instant, clock.timeZone, { month: 'short', day: '2-digit' });
  return `${part('month')} ${part('day')}`;
}

/**
 * A calendar day 'yyyy-MM-dd' (a league day, an injury's return, a deadline's day: no time zone shifts it)
 * as 'Oct 14'; with `withYear` 'Oct 14, 2026', with `weekday` too 'Wed, Oct 14, 2026'. Other text as is.
 */
export function formatLeagueDay(
  day: string,
  { withYear = false, weekday = false }: { withYear?: boolean; weekday?: boolean } = {},
): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(day)) return day;
  const part = parts(`${day.slice(0, 10)}T12:00:00Z`, 'UTC', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const date = `${weekday ? `${part('weekday')}, ` : ''}${part('month')} ${part('day')}`;
  return withYear ? `${date}, ${part('year')}` : date;
}

/** The same instant in the viewer's own zone, for the hover: 'Fri, Nov 27, 2026 • 09:30 (Asia/Tokyo)'. */
export function formatViewerTime(instant: string | Date, viewerTimeZone: string): string {
  return `${formatGameDay(instant, viewerTimeZone)} (${viewerTimeZone})`;
}

/** The zone this code runs in: in a browser, the viewer's own. */
export const ownTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
