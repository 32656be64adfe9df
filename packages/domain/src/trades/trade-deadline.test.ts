import { describe, expect, it } from 'vitest';
import { deadlineDay } from './trade-settings';

describe('the default trade deadline', () => {
  it('is the game day that closes the first 75% of the game days', () => {
    expect(deadlineDay([])).toBeNull();
    expect(deadlineDay(['2026-10-01'])).toBe('2026-10-01');
    expect(deadlineDay(['a', 'b', 'c', 'd'])).toBe('c');
    expect(deadlineDay(['a', 'b', 'c', 'd', 'e'])).toBe('d');
    const days = Array.from({ length: 100 }, (_, i) => `day ${String(i + 1).padStart(3, '0')}`);
    expect(deadlineDay(days)).toBe('day 075');
  });
});
