import { describe, expect, it } from 'vitest';
import { bankAfterPick, clockDeadline, clockSecondsBetween, livePickSeconds } from './draft-clock';
import { DEFAULT_DRAFT_SETTINGS, type DraftSettings } from './draft-settings';

const live: DraftSettings = { ...DEFAULT_DRAFT_SETTINGS, clockMode: 'live' };
// 8 h a pick, paused 23:00–08:00.
const async: DraftSettings = { ...DEFAULT_DRAFT_SETTINGS, clockMode: 'async', asyncPickHours: 8 };
const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);
const deadline = (settings: DraftSettings, startedAt: string, bankSeconds = 0, round = 1) =>
  clockDeadline(settings, { startedAt: at(startedAt), round, bankSeconds, timeZone: NY })?.toISOString() ??
  null;

describe('livePickSeconds', () => {
  it('gives round 1 its own time, later rounds theirs, and no clock for 0 or other modes', () => {
    expect(livePickSeconds(live, 1)).toBe(120);
    expect(livePickSeconds(live, 2)).toBe(90);
    expect(livePickSeconds({ ...live, liveLaterRoundSeconds: 0 }, 3)).toBeNull();
    expect(livePickSeconds(async, 1)).toBeNull();
  });
});

describe('clockDeadline', () => {
  it('runs a live clock straight through, and has none without a clock', () => {
    expect(deadline(live, '2027-06-26T23:59:00.000Z')).toBe('2027-06-27T00:01:00.000Z');
    expect(deadline(live, '2027-06-26T23:59:00.000Z', 0, 2)).toBe('2027-06-27T00:00:30.000Z');
    expect(deadline({ ...live, clockMode: 'none' }, '2027-06-26T23:59:00.000Z')).toBeNull();
    expect(deadline({ ...async, asyncPickHours: 0 }, '2027-06-26T23:59:00.000Z')).toBeNull();
  });

  it('runs an async clock in the day and adds the bank', () => {
    // 09:00 EDT + 8 h = 17:00 EDT; with a 2 h bank, 19:00 EDT.
    expect(deadline(async, '2027-06-26T13:00:00.000Z')).toBe('2027-06-26T21:00:00.000Z');
    expect(deadline(async, '2027-06-26T13:00:00.000Z', 7200)).toBe('2027-06-26T23:00:00.000Z');
  });

  it('stops over the pause that spans midnight', () => {
    // 20:00 EDT: 3 h to 23:00, pause to 08:00, then 5 h: 13:00 EDT the next day.
    expect(deadline(async, '2027-06-27T00:00:00.000Z')).toBe('2027-06-27T17:00:00.000Z');
  });

  it('counts a start inside the pause from its end, before and after midnight', () => {
    // 23:30 and 02:00 EDT: both count from 08:00 EDT, so 16:00 EDT.
    expect(deadline(async, '2027-06-27T03:30:00.000Z')).toBe('2027-06-27T20:00:00.000Z');
    expect(deadline(async, '2027-06-27T06:00:00.000Z')).toBe('2027-06-27T20:00:00.000Z');
  });

  it('follows the wall clock across a daylight-saving change', () => {
    // 20:00 EST on March 13, 2027; clocks go forward on the 14th at 02:00, so the pause is 8 real hours.
    // 3 h to 23:00 EST, pause to 08:00 EDT (12:00Z), then 5 h: 13:00 EDT = 17:00Z.
    expect(deadline(async, '2027-03-14T01:00:00.000Z')).toBe('2027-03-14T17:00:00.000Z');
    // Back in November: the pause is 10 real hours. 20:00 EDT Nov 6 = 00:00Z Nov 7; 23:00 EDT = 03:00Z;
    // 08:00 EST = 13:00Z; + 5 h = 18:00Z.
    expect(deadline(async, '2027-11-07T00:00:00.000Z')).toBe('2027-11-07T18:00:00.000Z');
  });

  it('spans several nights with a big bank', () => {
    // 08:00 EDT + 8 h + 24 h bank = 32 h of 15-h days: 15 h day 1, 15 h day 2, 2 h day 3 (10:00 EDT).
    expect(deadline(async, '2027-06-26T12:00:00.000Z', 24 * 3600)).toBe('2027-06-28T14:00:00.000Z');
  });

  it('takes a daytime pause when the start is before the end', () => {
    const lunch = { ...async, asyncPauseStart: '12:00', asyncPauseEnd: '13:00', asyncPickHours: 4 };
    // 10:00 EDT: 2 h to noon, an hour's pause, 2 h more: 15:00 EDT.
    expect(deadline(lunch, '2027-06-26T14:00:00.000Z')).toBe('2027-06-26T19:00:00.000Z');
    const noPause = { ...async, asyncPauseStart: '23:00', asyncPauseEnd: '23:00' };
    expect(deadline(noPause, '2027-06-26T14:00:00.000Z')).toBe('2027-06-26T22:00:00.000Z');
  });
});

describe('clockSecondsBetween', () => {
  it('skips the pause for an async clock only', () => {
    const from = at('2027-06-27T02:00:00.000Z'); // 22:00 EDT
    const to = at('2027-06-27T13:00:00.000Z'); // 09:00 EDT the next day
    expect(clockSecondsBetween(async, from, to, NY)).toBe(2 * 3600);
    expect(clockSecondsBetween(live, from, to, NY)).toBe(11 * 3600);
    expect(clockSecondsBetween(async, to, from, NY)).toBe(0);
  });

  it('agrees with the deadline: the time left at the start is the pick time plus the bank', () => {
    const startedAt = at('2027-03-14T01:00:00.000Z');
    const end = clockDeadline(async, { startedAt, round: 1, bankSeconds: 3600, timeZone: NY });
    expect(end).not.toBeNull();
    if (end) expect(clockSecondsBetween(async, startedAt, end, NY)).toBe(9 * 3600);
  });
});

describe('bankAfterPick', () => {
  const input = (startedAt: string, madeAt: string, bankSeconds: number) => ({
    startedAt: at(startedAt),
    madeAt: at(madeAt),
    bankSeconds,
    timeZone: NY,
  });

  it('keeps the bank for a pick made in time', () => {
    expect(bankAfterPick(async, input('2027-06-26T13:00:00.000Z', '2027-06-26T20:00:00.000Z', 3600))).toBe(
      3600,
    );
  });

  it('takes the clock time beyond the pick hours off the bank, not the pause', () => {
    // 20:00 EDT to 14:00 EDT next day: 3 h + 6 h = 9 h of clock time, 1 h beyond 8.
    const made = bankAfterPick(async, input('2027-06-27T00:00:00.000Z', '2027-06-27T18:00:00.000Z', 7200));
    expect(made).toBe(3600);
  });

  it('never goes below 0, and other modes keep the bank', () => {
    expect(bankAfterPick(async, input('2027-06-26T12:00:00.000Z', '2027-06-27T02:00:00.000Z', 600))).toBe(0);
    expect(bankAfterPick(live, input('2027-06-26T12:00:00.000Z', '2027-06-27T02:00:00.000Z', 600))).toBe(600);
  });
});
