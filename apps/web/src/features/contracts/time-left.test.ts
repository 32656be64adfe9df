import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

describe('time left on waivers', () => {
  const now = '2026-10-10T12:00:00.000Z';
  it('says hours and minutes, minutes alone under an hour, and any moment once past', () => {
    expect(timeLeft(now, '2026-10-11T11:05:30.000Z')).toBe('23 h 5 min');
    expect(timeLeft(now, '2026-10-10T12:12:00.000Z')).toBe('12 min');
    expect(timeLeft(now, '2026-10-10T11:59:00.000Z')).toBe('any moment');
  });
});
