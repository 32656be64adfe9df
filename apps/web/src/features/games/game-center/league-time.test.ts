import { describe, expect, it } from 'vitest';
import { formatGameDate, formatLeagueDay, formatUpcomingDay, leagueNow } from './league-time';

const NEW_YORK = 'America/New_York';

describe('league time', () => {
  it("formats a card's date and time in the league's zone", () => {
    expect(formatGameDate('2026-10-11T01:30:00.000Z', NEW_YORK)).toBe('Oct 10, 2026 • 21:30');
    expect(formatGameDate('2026-10-11T01:30:00.000Z', 'Europe/Helsinki')).toBe('Oct 11, 2026 • 04:30');
    expect(formatGameDate('2026-10-10T04:05:00.000Z', NEW_YORK)).toBe('Oct 10, 2026 • 00:05');
  });

  it("names a later game's weekday within six league days, else its month and day", () => {
    const clock = { date: '2026-10-10', timeZone: NEW_YORK };
    expect(formatUpcomingDay('2026-10-16T23:00:00.000Z', clock)).toBe('Friday');
    expect(formatUpcomingDay('2026-10-17T23:00:00.000Z', clock)).toBe('Oct 17');
    // 02:00 UTC on the 17th is still the 16th in New York: six days on.
    expect(formatUpcomingDay('2026-10-17T02:00:00.000Z', clock)).toBe('Friday');
  });

  it('keeps a simulated-ahead league day and follows real time past it', () => {
    const ahead = { date: '2026-10-20', timeZone: NEW_YORK };
    expect(leagueNow(ahead, new Date('2026-10-12T12:00:00Z')).date).toBe('2026-10-20');
    expect(leagueNow(ahead, new Date('2026-10-22T12:00:00Z')).date).toBe('2026-10-22');
    expect(leagueNow(ahead, new Date('2026-10-21T03:00:00Z')).date).toBe('2026-10-20');
  });

  it('writes the league day for people', () => {
    expect(formatLeagueDay('2026-10-07')).toBe('Oct 07, 2026');
  });
});
