import { badRequest } from '../../http/errors';

interface SeasonWindow {
  name: string;
  start_date: string | null;
  end_date: string | null;
}

/** The season's allowed days in words: 'from 2026-10-01 to 2027-06-30', 'on or after 2026-10-01'. */
export function describeWindow(season: SeasonWindow): string {
  const { start_date: start, end_date: end } = season;
  if (start !== null && end !== null) return `from ${start} to ${end}`;
  if (start !== null) return `on or after ${start}`;
  if (end !== null) return `on or before ${end}`;
  return 'on any day';
}

/** 400 naming the allowed range unless every day in `days` lies inside the season's dates. */
export function requireInsideSeason(season: SeasonWindow, ...days: string[]): void {
  const outside = days.find(
    (day) =>
      (season.start_date !== null && day < season.start_date) ||
      (season.end_date !== null && day > season.end_date),
  );
  if (outside !== undefined) {
    throw badRequest(
      `${outside} is outside the ${season.name} season: its games must be ${describeWindow(season)}.`,
    );
  }
}
