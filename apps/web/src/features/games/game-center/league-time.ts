import { dayInTimeZone, type LeagueClock } from '@rinkside/domain';

export type LeagueNow = Pick<LeagueClock, 'date' | 'timeZone'>;

/**
 * "Now" in the league as the page ticks: the clock's day, or the wall-clock day in the league's zone
 * once real time passes it (the league day never goes back).
 */
export function leagueNow(clock: LeagueNow, now: Date): LeagueNow {
  const wall = dayInTimeZone(now, clock.timeZone);
  return { date: wall > clock.date ? wall : clock.date, timeZone: clock.timeZone };
}
