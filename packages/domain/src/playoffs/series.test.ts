import { describe, expect, it } from 'vitest';
import { seriesGameHost, seriesStatus, winsNeeded } from './series';

const HIGH = 10;
const LOW = 20;
const bestOf7 = { highSeedId: HIGH, lowSeedId: LOW, length: 7 } as const;

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

  it('ends in a sweep after four straight wins', () => {
    expect(seriesStatus(bestOf7, [LOW, LOW, LOW])).toMatchObject({
      wins: [0, 3],
      winnerId: null,
      nextGame: { game: 4, homeTeamId: LOW, awayTeamId: HIGH },
    });
    expect(seriesStatus(bestOf7, [LOW, LOW, LOW, LOW])).toEqual({
      wins: [0, 4],
      winnerId: LOW,
      nextGame: null,
    });
  });

  it('goes to a seventh game at the higher seed and ends 4-3', () => {
    const sixGames = [HIGH, HIGH, LOW, LOW, HIGH, LOW];
    expect(seriesStatus(bestOf7, sixGames).nextGame).toEqual({ game: 7, homeTeamId: HIGH, awayTeamId: LOW });
    expect(seriesStatus(bestOf7, [...sixGames, HIGH])).toEqual({
      wins: [4, 3],
      winnerId: HIGH,
      nextGame: null,
    });
  });

  it('starts at the team with home ice', () => {
    expect(seriesStatus(bestOf7, []).nextGame).toEqual({ game: 1, homeTeamId: HIGH, awayTeamId: LOW });
  });

  it('is decided by one game in a one-game series', () => {
    expect(seriesStatus({ ...bestOf7, length: 1 }, [LOW]).winnerId).toBe(LOW);
  });

  it('refuses a game after the series is over, and a winner from outside it', () => {
    expect(() => seriesStatus(bestOf7, [HIGH, HIGH, HIGH, HIGH, LOW])).toThrow(RangeError);
    expect(() => seriesStatus(bestOf7, [30])).toThrow(RangeError);
  });
});
