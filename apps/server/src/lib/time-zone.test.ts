import { describe, expect, it } from 'vitest';
import { dayInTimeZone } from '@rinkside/domain';
import { zonedTimeToUtc } from './time-zone';

describe('zonedTimeToUtc', () => {
  it('converts evening games in New York across the daylight-saving change', () => {
    expect(zonedTimeToUtc('2026-10-15', '19:00', 'America/New_York').toISOString()).toBe(
      '2026-10-15T23:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-12-15', '19:30', 'America/New_York').toISOString()).toBe(
      '2026-12-16T00:30:00.000Z',
    );
  });

  it('handles zones ahead of UTC', () => {
    expect(zonedTimeToUtc('2026-11-01', '19:00', 'Europe/Helsinki').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });

  it('gives the local date of an instant', () => {
    expect(dayInTimeZone(new Date('2026-12-16T00:30:00Z'), 'America/New_York')).toBe('2026-12-15');
  });
});
