import type { Dayjs } from 'dayjs';

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  iso: string;
  day: number;
  inMonth: boolean;
  isToday: boolean;
}

/** SPEC §2/§9: the weeks of a month, Monday first, padded with the neighbouring months' days. */
export function monthWeeks(month: Dayjs, today: Dayjs): CalendarDay[][] {
  const first = month.startOf('month');
  // dayjs: 0 is Sunday; Monday-first offset.
  const lead = (first.day() + 6) % 7;
  const start = first.subtract(lead, 'day');
  const days = Math.ceil((lead + first.daysInMonth()) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < days; i++) {
    const date = start.add(i, 'day');
    const cell = {
      iso: date.format('YYYY-MM-DD'),
      day: date.date(),
      inMonth: date.month() === first.month(),
      isToday: date.isSame(today, 'day'),
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(cell);
  }
  return weeks;
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The month a season's calendar opens on ('YYYY-MM'): today's, kept within the months the season has
 * games in, so a season that starts later or ended earlier (a past one) opens on its games, not on an
 * empty month. `today` and the game days are 'YYYY-MM-DD' in the league's time zone.
 */
export function openingMonth(gameDays: readonly string[], today: string): string {
  const month = today.slice(0, 7);
  if (gameDays.length === 0) return month;
  const months = gameDays.map((day) => day.slice(0, 7)).sort();
  const first = months[0] ?? month;
  const last = months[months.length - 1] ?? month;
  return month < first ? first : month > last ? last : month;
}
