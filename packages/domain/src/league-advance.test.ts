import { describe, expect, it } from 'vitest';
import { advancePercent, describeAdvanceTarget, stoppedAdvanceDay } from './league-advance';

describe('describeAdvanceTarget', () => {
  it('names how far each kind of advance goes', () => {
    expect(describeAdvanceTarget({ to: 'day' })).toBe('a day');
    expect(describeAdvanceTarget({ to: 'week' })).toBe('a week');
    expect(describeAdvanceTarget({ to: 'date', date: '2026-12-01' })).toBe('to 2026-12-01');
    expect(describeAdvanceTarget({ to: 'regularSeasonEnd' })).toBe('to the end of the regular season');
    expect(describeAdvanceTarget({ to: 'round' })).toBe('to the end of the playoff round');
    expect(describeAdvanceTarget({ to: 'phase' })).toBe('to the end of the phase');
  });
});

describe('advancePercent', () => {
  it('is the share of its games played, rounded down', () => {
    expect(advancePercent({ status: 'running', played: 30, total: 120 })).toBe(25);
    expect(advancePercent({ status: 'running', played: 1, total: 3 })).toBe(33);
  });

  it('stays below 100 until the advance ends, then is 100', () => {
    expect(advancePercent({ status: 'running', played: 120, total: 120 })).toBe(99);
    expect(advancePercent({ status: 'done', played: 120, total: 120 })).toBe(100);
    expect(advancePercent({ status: 'failed', played: 3, total: 120 })).toBe(100);
  });

  it('is unknown while the length is: a playoff round, or nothing to count', () => {
    expect(advancePercent({ status: 'running', played: 10, total: null })).toBeNull();
    expect(advancePercent({ status: 'running', played: 0, total: 0 })).toBeNull();
  });
});

describe('stoppedAdvanceDay', () => {
  it("moves the clock to the last played game's day in the league's zone, never back", () => {
    // 23:30 UTC on the 10th is the evening of the 10th in New York; 02:30 UTC on the 11th is still the 10th.
    expect(stoppedAdvanceDay('2026-11-01', '2026-11-10T23:30:00.000Z', 'America/New_York')).toBe(
      '2026-11-10',
    );
    expect(stoppedAdvanceDay('2026-11-01', '2026-11-11T02:30:00.000Z', 'America/New_York')).toBe(
      '2026-11-10',
    );
    // A last game before the league day (played earlier) leaves the clock where it stood.
    expect(stoppedAdvanceDay('2026-11-12', '2026-11-10T23:30:00.000Z', 'America/New_York')).toBe(
      '2026-11-12',
    );
    expect(stoppedAdvanceDay('2026-11-10', '2026-11-10T23:30:00.000Z', 'America/New_York')).toBe(
      '2026-11-10',
    );
    expect(stoppedAdvanceDay('2026-11-01', null, 'America/New_York')).toBe('2026-11-01');
  });
});
