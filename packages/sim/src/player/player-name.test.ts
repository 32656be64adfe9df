import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { generateLeague } from './generate-roster';
import { COUNTRY_POOLS } from './names';
import { playerName } from './player-name';
import { isRealNhlPlayer, REAL_NHL_PLAYER_COUNT } from './real-nhl-names';

describe('generated names', () => {
  it('knows several hundred real NHL players, whatever the case, accents or punctuation', () => {
    expect(REAL_NHL_PLAYER_COUNT).toBeGreaterThan(600);
    expect(isRealNhlPlayer('Mitch', 'Marner')).toBe(true);
    expect(isRealNhlPlayer('TEEMU', 'Selänne')).toBe(true);
    expect(isRealNhlPlayer('Ryan', "O'Reilly")).toBe(true);
    expect(isRealNhlPlayer('Mitch', 'Marchand')).toBe(false);
  });

  it("refuses 'Mitch Marner' even from a pool that offers little else", () => {
    const pool = { code: 'CAN', weight: 1, first: ['Mitch'], last: ['Marner', 'Lapointe'] };
    const rng = createRng('marner');
    for (let i = 0; i < 200; i += 1)
      expect(playerName(rng, pool)).toEqual({ firstName: 'Mitch', lastName: 'Lapointe' });
    const onlyReal = { code: 'CAN', weight: 1, first: ['Mitch'], last: ['Marner'] };
    expect(() => playerName(rng, onlyReal)).toThrow(/real NHL player/);
  });

  it('never gives a generated player a real NHL player’s full name', () => {
    // The pools do hold common names real players share (Hughes, Karlsson, Roy ...), so pairs like
    // Patrick Roy or Erik Karlsson come up often enough to be refused here.
    const players = Array.from({ length: 8 }, (_, i) =>
      generateLeague(createRng(`names-${i}`), { teams: 32 }),
    ).flat(2);
    expect(players.length).toBeGreaterThan(10_000);
    expect(players.filter((p) => isRealNhlPlayer(p.firstName, p.lastName))).toEqual([]);
  });

  it('names each player from his own country’s pool', () => {
    const players = generateLeague(createRng('countries'), { teams: 8 }).flat();
    for (const p of players) {
      const pool = COUNTRY_POOLS.find((c) => c.code === p.country);
      expect(pool?.first).toContain(p.firstName);
      expect(pool?.last).toContain(p.lastName);
    }
  });
});
