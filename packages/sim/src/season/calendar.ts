// League-local days ('YYYY-MM-DD') as day numbers: the rules between games count days, never read a clock.
const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) throw new RangeError(`Not a league day (YYYY-MM-DD): '${day}'`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The day part of a league day or an ISO timestamp: '2026-10-07T23:00:00Z' reads as '2026-10-07'. */
export const leagueDay = (day: string): string => day.slice(0, 10);

/** Whole days from `from` to `to` (1 when `to` is the next day). */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** The league day `days` after `day`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}
