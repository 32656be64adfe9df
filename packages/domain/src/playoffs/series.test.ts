import { describe, expect, it } from 'vitest';
import { seriesAfterGame, seriesGameHost, winsNeeded } from './series';

const HIGH = 20;
const LOW = 10;

describe('a playoff series', () => {
  it('takes a majority of its games to win', () => {
    expect([1, 3, 5, 7].map((n) => winsNeeded(n as 1 | 3 | 5 | 7))).toEqual([1, 2, 3, 4]);
  });

  it('hosts a best-of-seven 2-2-1-1-1, a best-of-five 2-2-1, a best-of-three 1-1-1', () => {
    const hosts = (length: 1 | 3 | 5 | 7) =>
      Array.from({ length }, (_, i) => seriesGameHost(length, i + 1)[0]).join('');
    expect(hosts(7)).toBe('hhllhlh');
    expect(hosts(5)).toBe('hhllh');
    expect(hosts(3)).toBe('hlh');
    expect(hosts(1)).toBe('h');
    expect(() => seriesGameHost(5, 6)).toThrow(RangeError);
  });

  // The seeds' ids run against each other (the low seed has the lower id), so no rule by id can pass.
  const series = (high: number, low: number, length: 1 | 3 | 5 | 7 = 7) => ({
    highSeedId: HIGH,
    lowSeedId: LOW,
    length,
    wins: [high, low] as const,
  });

  it('is won at the fourth win of seven, not the third', () => {
    expect(seriesAfterGame(series(2, 0), HIGH)).toEqual({ side: 'high', wins: [3, 0], winnerId: null });
    expect(seriesAfterGame(series(3, 0), HIGH)).toEqual({ side: 'high', wins: [4, 0], winnerId: HIGH });
    expect(seriesAfterGame(series(3, 3), LOW)).toEqual({ side: 'low', wins: [3, 4], winnerId: LOW });
  });

  it('counts each win for the team that won it, the low seed too', () => {
    expect(seriesAfterGame(series(0, 3), LOW)).toEqual({ side: 'low', wins: [0, 4], winnerId: LOW });
    expect(seriesAfterGame(series(3, 2), LOW)).toEqual({ side: 'low', wins: [3, 3], winnerId: null });
  });

  it('takes three wins of five, two of three, one of one', () => {
    expect(seriesAfterGame(series(1, 2, 5), HIGH).winnerId).toBeNull();
    expect(seriesAfterGame(series(2, 2, 5), HIGH).winnerId).toBe(HIGH);
    expect(seriesAfterGame(series(1, 0, 3), LOW).winnerId).toBeNull();
    expect(seriesAfterGame(series(1, 1, 3), LOW).winnerId).toBe(LOW);
    expect(seriesAfterGame(series(0, 0, 1), LOW)).toEqual({ side: 'low', wins: [0, 1], winnerId: LOW });
  });

  it('refuses a winner from outside the series', () => {
    expect(() => seriesAfterGame(series(0, 0), 30)).toThrow(RangeError);
  });
});
