import { describe, expect, it } from 'vitest';
import { zonedFormat, zonedInstant } from './zoned-format';

describe('zoned formats', () => {
  it('keeps one formatter per locale, zone and options', () => {
    const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    expect(zonedFormat('en-CA', 'Asia/Tokyo', day)).toBe(zonedFormat('en-CA', 'Asia/Tokyo', { ...day }));
    expect(zonedFormat('en-CA', 'Asia/Tokyo', day)).not.toBe(zonedFormat('en-CA', 'America/New_York', day));
    expect(zonedFormat('en-CA', 'Asia/Tokyo', day)).not.toBe(zonedFormat('en-US', 'Asia/Tokyo', day));
  });

  it('formats in its own zone', () => {
    const day = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
    const instant = new Date('2026-10-14T02:30:00Z');
    expect(zonedFormat('en-CA', 'Asia/Tokyo', day).format(instant)).toBe('2026-10-14');
    expect(zonedFormat('en-CA', 'America/New_York', day).format(instant)).toBe('2026-10-13');
  });

  it('refuses a zone that does not exist, as Intl does, and keeps nothing for it', () => {
    expect(() => zonedFormat('en-CA', 'Mars/Olympus', {})).toThrow(RangeError);
    expect(() => zonedFormat('en-CA', 'Mars/Olympus', {})).toThrow(RangeError);
  });
});

describe('the instant of a wall-clock day and time in a zone', () => {
  it('places evening games in New York on both sides of the daylight-saving change', () => {
    expect(zonedInstant('2026-10-15', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-10-15T23:00:00.000Z',
    );
    expect(zonedInstant('2026-12-15', '19:30', 'America/New_York').toISOString()).toBe(
      '2026-12-16T00:30:00.000Z',
    );
  });

  it('places a time in a zone ahead of UTC', () => {
    expect(zonedInstant('2026-11-01', '19:00', 'Europe/Helsinki').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });

  it('settles a time on the day the offset changes by the offset after the change', () => {
    // 8 March 2026: New York moves to daylight time at 02:00, so noon is 16:00 UTC, not 17:00.
    expect(zonedInstant('2026-03-08', '12:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
  });
});
