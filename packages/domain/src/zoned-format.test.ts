import { describe, expect, it } from 'vitest';
import { zonedFormat } from './zoned-format';

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
