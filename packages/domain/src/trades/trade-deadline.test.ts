import { describe, expect, it } from 'vitest';
import { deadlineDay, tradingClosedReason } from './trade-settings';

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

describe('when trading is closed', () => {
  const deadline = '2027-03-01';
  it('closes the day after the deadline, not on it', () => {
    expect(tradingClosedReason({ phase: 'regular', deadline, today: '2027-03-01' })).toBeNull();
    expect(tradingClosedReason({ phase: 'regular', deadline, today: '2027-03-02' })).toBe(
      'The trade deadline (Mar 1, 2027) has passed: trading opens again in the offseason.',
    );
  });

  it('closes for the playoffs and opens in the offseason, whatever the deadline', () => {
    expect(tradingClosedReason({ phase: 'playoffs', deadline: null, today: '2027-04-20' })).toMatch(
      /^No trades during the playoffs/,
    );
    expect(tradingClosedReason({ phase: 'offseason', deadline, today: '2027-07-01' })).toBeNull();
    expect(tradingClosedReason({ phase: null, deadline, today: '2027-07-01' })).toBeNull();
  });

  it('stays open without a deadline (no schedule yet)', () => {
    expect(tradingClosedReason({ phase: 'preseason', deadline: null, today: '2027-09-20' })).toBeNull();
  });
});
