import { describe, expect, it } from 'vitest';
import {
  SEASON_SPAN_DAYS,
  countGamesDueAtOnce,
  scheduleDates,
  gamesDueAtOnceMessage,
  scheduleDrawSeed,
} from './schedule-dates';

describe('scheduleDates', () => {
  const open = { seasonStartDate: null, seasonEndDate: null };

  it('starts the day after the league day and spans an NHL season', () => {
    expect(SEASON_SPAN_DAYS).toBe(191);
    // October 7 to April 16, the span of the NHL season the old fixed defaults copied.
    expect(scheduleDates({}, { leagueDay: '2026-10-06', ...open })).toEqual({
      startDate: '2026-10-07',
      endDate: '2027-04-16',
    });
    expect(scheduleDates({}, { leagueDay: '2026-11-28', ...open })).toEqual({
      startDate: '2026-11-29',
      endDate: '2027-06-08',
    });
  });

  it("waits for the season's first day when that is after tomorrow, never before tomorrow", () => {
    expect(
      scheduleDates({}, { leagueDay: '2026-09-01', seasonStartDate: '2026-10-01', seasonEndDate: null })
        .startDate,
    ).toBe('2026-10-01');
    // A season that opened already: tomorrow, not its first day.
    expect(
      scheduleDates({}, { leagueDay: '2026-11-28', seasonStartDate: '2026-10-01', seasonEndDate: null })
        .startDate,
    ).toBe('2026-11-29');
    // Its first day is tomorrow: either reading gives tomorrow.
    expect(
      scheduleDates({}, { leagueDay: '2026-09-30', seasonStartDate: '2026-10-01', seasonEndDate: null })
        .startDate,
    ).toBe('2026-10-01');
  });

  it('keeps the dates the commissioner gave, filling in only the missing one', () => {
    const facts = { leagueDay: '2026-11-28', ...open };
    expect(scheduleDates({ startDate: '2026-10-01', endDate: '2026-10-31' }, facts)).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
    expect(scheduleDates({ startDate: '2026-10-07' }, facts)).toEqual({
      startDate: '2026-10-07',
      endDate: '2027-04-16',
    });
    expect(scheduleDates({ endDate: '2027-01-31' }, facts)).toEqual({
      startDate: '2026-11-29',
      endDate: '2027-01-31',
    });
  });

  it("ends on the season's last day when that comes before a full season, never after it", () => {
    const day = '2026-10-06';
    expect(
      scheduleDates({}, { leagueDay: day, seasonStartDate: null, seasonEndDate: '2027-03-31' }).endDate,
    ).toBe('2027-03-31');
    expect(
      scheduleDates({}, { leagueDay: day, seasonStartDate: null, seasonEndDate: '2027-06-30' }).endDate,
    ).toBe('2027-04-16');
    expect(
      scheduleDates({}, { leagueDay: day, seasonStartDate: null, seasonEndDate: '2027-04-16' }).endDate,
    ).toBe('2027-04-16');
  });
});

describe('countGamesDueAtOnce', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');

  it('counts games starting at or before the league now, not after', () => {
    const starts = [
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T12:00:00.000Z',
      '2026-11-28T12:00:00.001Z',
      '2026-11-29T00:00:00.000Z',
    ];
    expect(countGamesDueAtOnce(starts, now)).toBe(2);
    expect(countGamesDueAtOnce([], now)).toBe(0);
  });
});

describe('gamesDueAtOnceMessage', () => {
  it('names the count and the first day that plays none', () => {
    expect(gamesDueAtOnceMessage(364, '2026-11-29')).toBe(
      '364 games would be played at once as soon as the schedule is saved: start on or after 2026-11-29, or confirm to play them now.',
    );
    expect(gamesDueAtOnceMessage(1, '2026-11-29')).toMatch(/^1 game would be played at once/);
  });
});

describe('scheduleDrawSeed', () => {
  const request = { seasonId: 7, gamesPerTeam: 12, startDate: '2026-11-23', endDate: '2026-12-20' };

  it('is the same for the same season and request, so a confirmation draws the schedule it counted', () => {
    expect(scheduleDrawSeed({ ...request })).toBe(scheduleDrawSeed(request));
  });

  it('differs with the season, the games per team and either date', () => {
    const seeds = new Set([
      scheduleDrawSeed(request),
      scheduleDrawSeed({ ...request, seasonId: 8 }),
      scheduleDrawSeed({ ...request, gamesPerTeam: 14 }),
      scheduleDrawSeed({ ...request, startDate: '2026-11-24' }),
      scheduleDrawSeed({ ...request, endDate: '2026-12-21' }),
    ]);
    expect(seeds.size).toBe(5);
  });
});
