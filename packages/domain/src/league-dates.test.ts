import { describe, expect, it } from 'vitest';
import {
  formatGameDate,
  formatGameDay,
  formatLeagueDate,
  formatLeagueDateTime,
  formatLeagueDay,
  formatUpcomingDay,
  formatViewerTime,
} from './league-dates';

const NEW_YORK = 'America/New_York';
// 02:30 UTC on the 15th is still the evening of the 14th in New York.
const lateGame = '2026-10-15T02:30:00.000Z';

describe('formatLeagueDate', () => {
  it("gives the league's day, not UTC's or the browser's", () => {
    expect(formatLeagueDate(lateGame, NEW_YORK)).toBe('Oct 14, 2026');
    expect(formatLeagueDate(lateGame, 'Europe/Helsinki')).toBe('Oct 15, 2026');
  });

  it('leaves the year out when asked', () => {
    expect(formatLeagueDate(lateGame, 'America/Los_Angeles', { withYear: false })).toBe('Oct 14');
  });
});

describe('formatLeagueDateTime', () => {
  it("gives the league's day and time, with the year, without it, or with the weekday", () => {
    expect(formatLeagueDateTime(lateGame, NEW_YORK)).toBe('Oct 14, 2026, 10:30 PM');
    expect(formatLeagueDateTime(lateGame, 'Asia/Tokyo')).toBe('Oct 15, 2026, 11:30 AM');
    expect(formatLeagueDateTime(lateGame, NEW_YORK, { withYear: false })).toBe('Oct 14, 10:30 PM');
    expect(formatLeagueDateTime(lateGame, NEW_YORK, { withYear: false, weekday: true })).toBe(
      'Wed, Oct 14, 10:30 PM',
    );
  });
});

describe('game dates', () => {
  it("writes a card's date and time in the league's zone, on a 24-hour clock", () => {
    expect(formatGameDate('2026-10-11T01:30:00.000Z', NEW_YORK)).toBe('Oct 10, 2026 • 21:30');
    expect(formatGameDate('2026-10-11T01:30:00.000Z', 'Europe/Helsinki')).toBe('Oct 11, 2026 • 04:30');
    expect(formatGameDate('2026-10-10T04:05:00.000Z', NEW_YORK)).toBe('Oct 10, 2026 • 00:05');
  });

  it("writes the viewer's header with the weekday, in the league's zone", () => {
    expect(formatGameDay('2026-11-27T00:30:00.000Z', NEW_YORK)).toBe('Thu, Nov 26, 2026 • 19:30');
    expect(formatGameDay('2026-11-27T00:30:00.000Z', 'UTC')).toBe('Fri, Nov 27, 2026 • 00:30');
  });

  it("names a later game's weekday within six league days, else its month and day", () => {
    const clock = { date: '2026-10-10', timeZone: NEW_YORK };
    expect(formatUpcomingDay('2026-10-16T23:00:00.000Z', clock)).toBe('Friday');
    expect(formatUpcomingDay('2026-10-17T23:00:00.000Z', clock)).toBe('Oct 17');
    // 02:00 UTC on the 17th is still the 16th in New York: six days on.
    expect(formatUpcomingDay('2026-10-17T02:00:00.000Z', clock)).toBe('Friday');
  });
});

describe('formatLeagueDay', () => {
  it('writes a calendar day whatever the zone, in each style', () => {
    expect(formatLeagueDay('2026-10-07')).toBe('Oct 7');
    expect(formatLeagueDay('2027-03-05', { withYear: true })).toBe('Mar 5, 2027');
    expect(formatLeagueDay('2026-10-07', { withYear: true, weekday: true })).toBe('Wed, Oct 7, 2026');
    expect(formatLeagueDay('soon')).toBe('soon');
  });
});

describe('formatViewerTime', () => {
  it("gives the same instant in the viewer's own zone, named", () => {
    expect(formatViewerTime('2026-11-27T00:30:00.000Z', 'Asia/Tokyo')).toBe(
      'Fri, Nov 27, 2026 • 09:30 (Asia/Tokyo)',
    );
  });
});
