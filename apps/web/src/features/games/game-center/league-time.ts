import { dayInTimeZone, type LeagueClock } from '@rinkside/domain';

export type LeagueNow = Pick<LeagueClock, 'date' | 'timeZone'>;

function parts(instant: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const found = new Intl.DateTimeFormat('en-US', { timeZone, ...options }).formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => found.find((p) => p.type === type)?.value ?? '';
}

/** SPEC §2 card date, in the league's time zone (never the browser's): 'MMM DD, YYYY • HH:mm'. */
export function formatGameDate(iso: string, timeZone: string): string {
  const part = parts(new Date(iso), timeZone, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')}`;
}

/** The game viewer's header date, in the league's time zone: 'Thu, Nov 26, 2026 • 19:30'. */
export function formatGameDay(iso: string, timeZone: string): string {
  const part = parts(new Date(iso), timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} • ${part('hour')}:${part('minute')}`;
}

/** A later game's badge: its weekday within 6 league days, else 'MMM DD', in the league's zone. */
export function formatUpcomingDay(iso: string, clock: LeagueNow): string {
  const start = new Date(iso);
  const days = (Date.parse(dayInTimeZone(start, clock.timeZone)) - Date.parse(clock.date)) / 86_400_000;
  if (days <= 6) return parts(start, clock.timeZone, { weekday: 'long' })('weekday');
  const part = parts(start, clock.timeZone, { month: 'short', day: '2-digit' });
  return `${part('month')} ${part('day')}`;
}

/** The league day 'yyyy-MM-dd' as 'MMM DD, YYYY'. */
export function formatLeagueDay(day: string): string {
  const part = parts(new Date(`${day}T12:00:00Z`), 'UTC', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
  return `${part('month')} ${part('day')}, ${part('year')}`;
}

/**
 * "Now" in the league as the page ticks: the clock's day, or the wall-clock day in the league's zone
 * once real time passes it (the league day never goes back).
 */
export function leagueNow(clock: LeagueNow, now: Date): LeagueNow {
  const wall = dayInTimeZone(now, clock.timeZone);
  return { date: wall > clock.date ? wall : clock.date, timeZone: clock.timeZone };
}
