import { distanceToNet, type GameRecord, type PlayerId } from '@rinkside/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { at } from '../list';
import { createRng } from '../rng';
import { simulateGameRecord } from './simulate-game';
import { testLeague } from './test-games';

interface Tally {
  unblocked: number;
  goals: number;
  xg: number;
}
const tally = (): Tally => ({ unblocked: 0, goals: 0, xg: 0 });
const rate = (t: Tally) => t.goals / t.unblocked;

/** Feet from the net where each band ends (NHL goal rates ~20%, 12%, 7%, 3.5%, 1.5%). */
const BANDS = [10, 20, 30, 45, Infinity];

// Issue 20: the league's expected goals add up to its goals within 5% over 10,000 games, seeded as
// the calibration test seeds its games. The engine alone (no play-by-play text) keeps it quick.
describe('expected goals against goals over 10,000 seeded games', () => {
  const all = tally();
  const rebounds = tally();
  const others = tally();
  const bands = BANDS.map(tally);
  const defence = { attempts: 0, goals: 0 };
  let attempts = 0;

  beforeAll(() => {
    const rng = createRng(2025);
    const league = testLeague(2025, 16);
    for (let i = 0; i < 10_000; i++) tallyGame(playOne(rng, league));
  }, 300_000); // A generous bound: on a busy 2-core machine the 10,000 games may take minutes.

  function playOne(rng: ReturnType<typeof createRng>, league: ReturnType<typeof testLeague>): GameRecord {
    const h = Math.floor(rng.next() * league.length);
    const a = (h + 1 + Math.floor(rng.next() * (league.length - 1))) % league.length;
    return simulateGameRecord({ home: at(league, h), away: at(league, a) }, { rng });
  }

  function tallyGame(game: GameRecord): void {
    const isD = new Set<PlayerId>();
    for (const side of [game.playerStats.teamA, game.playerStats.teamB])
      for (const s of Object.values(side))
        if (s.position === 'LD' || s.position === 'RD') isD.add(s.playerId);
    for (const e of game.events) {
      if (e.type !== 'GOAL' && e.type !== 'SHOT' && e.type !== 'MISSED_SHOT' && e.type !== 'BLOCKED_SHOT')
        continue;
      const shooter = e.type === 'GOAL' ? e.scorer : e.shooter;
      attempts++;
      if (isD.has(shooter)) {
        defence.attempts++;
        if (e.type === 'GOAL') defence.goals++;
      }
      if (e.type === 'BLOCKED_SHOT') continue;
      const goal = e.type === 'GOAL' ? 1 : 0;
      const counted = [all];
      if (!(e.type !== 'SHOT' && e.emptyNet)) {
        counted.push(e.rebound ? rebounds : others);
        const d = distanceToNet({ x: e.x ?? NaN, y: e.y ?? NaN });
        counted.push(bands[BANDS.findIndex((to) => d < to)] as Tally);
      }
      for (const t of counted) {
        t.unblocked++;
        t.goals += goal;
        t.xg += e.xg ?? NaN;
      }
    }
  }

  it('adds up to the goals scored within 5%', () => {
    expect(all.goals).toBeGreaterThan(55_000);
    expect(Math.abs(all.xg / all.goals - 1)).toBeLessThan(0.05);
  });

  it('scores about 7% of unblocked attempts, fewer the farther out', () => {
    expect(rate(all)).toBeGreaterThan(0.06);
    expect(rate(all)).toBeLessThan(0.078);
    const byBand = bands.map(rate);
    for (let i = 1; i < byBand.length; i++) expect(byBand[i]).toBeLessThan(byBand[i - 1] as number);
    expect(byBand[0]).toBeGreaterThan(0.15);
    expect(byBand[4]).toBeLessThan(0.02);
  });

  it('converts rebounds two to three times as often as other attempts', () => {
    expect(rate(rebounds) / rate(others)).toBeGreaterThan(2);
    expect(rate(rebounds) / rate(others)).toBeLessThan(3.5);
  });

  // NHL: defencemen take about a third of the attempts; here about a quarter (tuning.ts, DEFENSE_SHOOTS).
  it('gives defencemen a quarter to a third of the attempts but a sixth of the goals', () => {
    expect(defence.attempts / attempts).toBeGreaterThan(0.22);
    expect(defence.attempts / attempts).toBeLessThan(0.38);
    expect(defence.goals / all.goals).toBeGreaterThan(0.12);
    expect(defence.goals / all.goals).toBeLessThan(0.2);
  });
});
