import { describe, expect, it } from 'vitest';
import {
  addDays,
  advanceRequestSchema,
  dayInTimeZone,
  gameBucket,
  leagueDay,
  leagueInstant,
  phaseBadge,
} from './league-clock';

const NEW_YORK = 'America/New_York';
const clock = { date: '2026-10-10', timeZone: NEW_YORK };
// 19:00 in New York on each day (EDT, UTC-4).
const at7pm = (day: string) => `${day}T23:00:00.000Z`;

describe('gameBucket', () => {
  it('puts an unplayed game on the league day under today', () => {
    expect(gameBucket({ startAt: at7pm('2026-10-10'), isSimulated: false }, clock)).toBe('today');
  });

  it('puts a played game on the league day under today', () => {
    expect(gameBucket({ startAt: at7pm('2026-10-10'), isSimulated: true }, clock)).toBe('today');
  });

  it('puts an unplayed later game under upcoming', () => {
    expect(gameBucket({ startAt: at7pm('2026-10-11'), isSimulated: false }, clock)).toBe('upcoming');
  });

  it('never puts a final game under upcoming, even one after the league day', () => {
    expect(gameBucket({ startAt: at7pm('2026-10-20'), isSimulated: true }, clock)).toBe('past');
  });

  it('puts earlier games under past, played or not', () => {
    expect(gameBucket({ startAt: at7pm('2026-10-09'), isSimulated: true }, clock)).toBe('past');
    expect(gameBucket({ startAt: at7pm('2026-10-09'), isSimulated: false }, clock)).toBe('past');
  });

  it("reads the game's day in the league's time zone, not UTC", () => {
    // 01:30 UTC on the 11th is 21:30 on the 10th in New York: today's game there.
    const late = { startAt: '2026-10-11T01:30:00.000Z', isSimulated: false };
    expect(gameBucket(late, clock)).toBe('today');
    expect(gameBucket(late, { date: '2026-10-10', timeZone: 'UTC' })).toBe('upcoming');
  });
});

describe('leagueInstant', () => {
  const now = new Date('2026-10-10T12:00:00Z');

  it('is the wall clock when the league is not ahead of it', () => {
    expect(leagueInstant(now, NEW_YORK, null).toISOString()).toBe(now.toISOString());
    expect(leagueInstant(now, NEW_YORK, '2026-10-03').toISOString()).toBe(now.toISOString());
  });

  it('moves on by the whole days simulated ahead, keeping the time of day', () => {
    expect(leagueInstant(now, NEW_YORK, '2026-10-17').toISOString()).toBe('2026-10-17T12:00:00.000Z');
  });
});

describe('leagueDay', () => {
  const now = new Date('2026-10-10T12:00:00Z');

  it('follows the wall clock in the league zone', () => {
    expect(leagueDay(now, NEW_YORK, null)).toBe('2026-10-10');
    expect(leagueDay(new Date('2026-10-11T02:00:00Z'), NEW_YORK, null)).toBe('2026-10-10');
  });

  it('is the simulated day when the league has been simulated ahead', () => {
    expect(leagueDay(now, NEW_YORK, '2026-10-17')).toBe('2026-10-17');
  });

  it('is the wall-clock day once real time passes the simulated day', () => {
    expect(leagueDay(now, NEW_YORK, '2026-10-03')).toBe('2026-10-10');
  });
});

describe('day arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads a day in a zone', () => {
    expect(dayInTimeZone('2026-03-08T04:59:00Z', NEW_YORK)).toBe('2026-03-07');
  });
});

describe('advanceRequestSchema', () => {
  it('takes each target', () => {
    for (const to of ['day', 'week', 'regularSeasonEnd', 'round', 'phase'] as const)
      expect(advanceRequestSchema.parse({ to })).toEqual({ to });
    expect(advanceRequestSchema.parse({ to: 'date', date: '2026-11-01' }).date).toBe('2026-11-01');
  });

  it('asks for a date with to: date, and only then', () => {
    expect(advanceRequestSchema.safeParse({ to: 'date' }).success).toBe(false);
    expect(advanceRequestSchema.safeParse({ to: 'day', date: '2026-11-01' }).success).toBe(false);
    expect(advanceRequestSchema.safeParse({ to: 'round', date: '2026-11-01' }).success).toBe(false);
    expect(advanceRequestSchema.safeParse({ to: 'month' }).success).toBe(false);
  });
});

describe('phaseBadge', () => {
  it('says Season Active while the regular season runs, and the phase otherwise', () => {
    expect(phaseBadge({ phase: 'regular', regularSeasonComplete: false })).toBe('Season Active');
    expect(phaseBadge({ phase: 'regular', regularSeasonComplete: true })).toBe('Regular season complete');
    expect(phaseBadge({ phase: 'playoffs', regularSeasonComplete: true })).toBe('Playoffs');
    expect(phaseBadge({ phase: 'offseason', regularSeasonComplete: true })).toBe('Offseason');
    expect(phaseBadge({ phase: 'preseason', regularSeasonComplete: false })).toBe('Preseason');
  });
});
