import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INACTIVITY_SETTINGS,
  inactivityReached,
  inactivitySettingsSchema,
  timeAgo,
} from './gm-inactivity';

const at = (iso: string) => new Date(iso);
const LAST = '2026-11-01T12:00:00.000Z';

describe('inactivity settings', () => {
  it('default to a nudge at 3 days, autopilot at 7 and the vacate offer at 14', () => {
    expect(DEFAULT_INACTIVITY_SETTINGS).toEqual({ nudgeDays: 3, autopilotDays: 7, vacateDays: 14 });
  });

  it('need the nudge before autopilot, and autopilot no later than the vacate offer', () => {
    const parse = (s: object) => inactivitySettingsSchema.safeParse(s);
    expect(parse({ nudgeDays: 7, autopilotDays: 7, vacateDays: 14 }).success).toBe(false);
    expect(parse({ nudgeDays: 3, autopilotDays: 15, vacateDays: 14 }).success).toBe(false);
    expect(parse({ nudgeDays: 3, autopilotDays: 14, vacateDays: 14 }).success).toBe(true);
    // With autopilot off, the nudge still comes before the vacate offer.
    expect(parse({ nudgeDays: 14, autopilotDays: 0, vacateDays: 14 }).success).toBe(false);
    expect(parse({ nudgeDays: 0, autopilotDays: 0, vacateDays: 0 }).success).toBe(true);
    expect(parse({ nudgeDays: 10, autopilotDays: 0, vacateDays: 0 }).success).toBe(true);
    expect(parse({ nudgeDays: 1.5, autopilotDays: 7, vacateDays: 14 }).success).toBe(false);
    expect(parse({ nudgeDays: 3, autopilotDays: 7, vacateDays: 400 }).success).toBe(false);
  });
});

describe('what time away reaches', () => {
  it('reaches each threshold on its day, not before', () => {
    const just = inactivityReached(DEFAULT_INACTIVITY_SETTINGS, LAST, at('2026-11-04T11:59:59.000Z'));
    expect(just).toEqual({ daysAway: 2, nudge: false, autopilot: false, vacate: false });
    const nudge = inactivityReached(DEFAULT_INACTIVITY_SETTINGS, LAST, at('2026-11-04T12:00:00.000Z'));
    expect(nudge).toEqual({ daysAway: 3, nudge: true, autopilot: false, vacate: false });
    const autopilot = inactivityReached(DEFAULT_INACTIVITY_SETTINGS, LAST, at('2026-11-08T12:00:00.000Z'));
    expect(autopilot).toMatchObject({ nudge: true, autopilot: true, vacate: false });
    const vacate = inactivityReached(DEFAULT_INACTIVITY_SETTINGS, LAST, at('2026-11-15T12:00:00.000Z'));
    expect(vacate).toMatchObject({ daysAway: 14, autopilot: true, vacate: true });
  });

  it('never reaches a threshold that is off', () => {
    const off = { nudgeDays: 0, autopilotDays: 0, vacateDays: 0 };
    expect(inactivityReached(off, LAST, at('2027-11-01T12:00:00.000Z'))).toMatchObject({
      nudge: false,
      autopilot: false,
      vacate: false,
    });
  });
});

describe('time ago', () => {
  const now = at('2026-11-20T12:00:00.000Z');
  it('says minutes, hours, then days', () => {
    expect(timeAgo('2026-11-20T11:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-20T11:15:00.000Z', now)).toBe('45 min ago');
    expect(timeAgo('2026-11-20T10:00:00.000Z', now)).toBe('2 h ago');
    expect(timeAgo('2026-11-19T11:00:00.000Z', now)).toBe('1 day ago');
    expect(timeAgo('2026-11-11T12:00:00.000Z', now)).toBe('9 days ago');
  });
});
