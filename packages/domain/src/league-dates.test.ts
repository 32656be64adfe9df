import { describe, expect, it } from 'vitest';
import { formatLeagueDate } from './league-dates';

describe('formatLeagueDate', () => {
  // 02:30 UTC on the 15th is still the evening of the 14th in New York.
  const lateGame = '2026-10-15T02:30:00.000Z';

  it("gives the league's day, not UTC's or the browser's", () => {
    expect(formatLeagueDate(lateGame, 'America/New_York')).toBe('Oct 14, 2026');
    expect(formatLeagueDate(lateGame, 'Europe/Helsinki')).toBe('Oct 15, 2026');
  });

  it('leaves the year out when asked', () => {
    expect(formatLeagueDate(lateGame, 'America/Los_Angeles', { withYear: false })).toBe('Oct 14');
  });
});
