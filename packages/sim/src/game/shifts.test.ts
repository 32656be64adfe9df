import { FORWARD_LINES, type Lineup } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { resolveLineup } from '../lineup/resolve-lineup';
import { createRng } from '../rng';
import { setOnIce } from './shifts';
import { simulateGameRecord } from './simulate-game';
import { testLeague } from './test-games';
import { gameState } from './test-state';

describe('setOnIce', () => {
  it("lifts the unit's chances as much as its best attacker does, not more", () => {
    const g = gameState();
    const team = g.teams[0];
    const [c, lw, rw] = at(team.lines, 1);
    const [ld, rd] = at(team.pairs, 1);
    [c.lift, lw.lift, rw.lift, ld.lift, rd.lift] = [1, 1.2, 1.05, 1, 1.1];
    setOnIce(g, team, [c, lw, rw, ld, rd]);
    expect(team.lift).toBe(1.2);
    for (const s of [c, lw, rw, ld, rd]) s.lift = 1;
    setOnIce(g, team, [lw, c, rw, rd, ld].slice(0, 4));
    expect(team.lift).toBe(1);
  });
});

// Issue 30: the coach's even-strength shares give the NHL's minutes by line.
describe('ice time by line', () => {
  it('plays the third line about 13 minutes a game and the fourth about 10, in order behind the first two', () => {
    const [home, away] = testLeague(30, 2);
    if (!home || !away) throw new Error('testLeague gives two teams');
    const lineup: Lineup = resolveLineup(home.players);
    const minutes = FORWARD_LINES.map(() => 0);
    const games = 40;
    for (let i = 0; i < games; i++) {
      const data = simulateGameRecord({ home, away }, { rng: createRng(`lines-${i}`) });
      FORWARD_LINES.forEach((n, line) => {
        for (const slot of [`line${n}_lw`, `line${n}_c`, `line${n}_rw`] as const) {
          const seconds = data.playerStats.teamA[String(lineup[slot])]?.icetime ?? 0;
          minutes[line] = at(minutes, line) + seconds / 60 / 3 / games;
        }
      });
    }
    const [first, second, third, fourth] = minutes;
    // The shares before issue 30 (0.3, 0.27, 0.23, 0.2) gave the third line 11.8 minutes here.
    expect(third).toBeGreaterThan(12.5);
    expect(third).toBeLessThan(14);
    expect(second).toBeGreaterThan(third ?? 0);
    expect(third).toBeGreaterThan(fourth ?? 0);
    expect(first).toBeGreaterThan(second ?? 0);
    expect(fourth).toBeLessThan(10.5);
    expect(fourth).toBeGreaterThan(9);
  });
});
