/**
 * Dates as a league reads them: in the league's time zone, never the browser's. A game at 22:30 in
 * New York is on the 14th for every GM, wherever they sit.
 */
export function formatLeagueDate(
  instant: string | Date,
  timeZone: string,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(typeof instant === 'string' ? new Date(instant) : instant);
}
