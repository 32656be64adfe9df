import type { GameEvent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { createRng } from '../rng';
import { runClock } from './clock';
import { playGames, testLeague } from './test-games';
import { boxSkater, gameState } from './test-state';

describe('the game clock', () => {
  it('runs the period clock, the game clock and the shift clocks of both benches together', () => {
    const g = gameState();
    runClock(g, 45);
    expect([g.clock, g.elapsed]).toEqual([45, 45]);
    for (const t of g.teams) expect([t.forwardShift, t.defenseShift]).toEqual([45, 45]);
  });

  it('never runs past the end of the period', () => {
    const g = gameState();
    g.clock = 1190;
    g.elapsed = 1190;
    runClock(g, 60);
    expect([g.clock, g.elapsed]).toEqual([1200, 1200]);
    runClock(g, 30);
    expect(g.clock).toBe(1200);
  });

  it('ends each penalty at its own second within one run, in order', () => {
    const g = gameState();
    const [home, away] = g.teams;
    boxSkater(home, at(home.onIce, 0), { remaining: 75 });
    boxSkater(away, at(away.onIce, 0), { remaining: 30 });
    runClock(g, 100);
    const expired = g.events.filter((e) => e.type === 'PENALTY_EXPIRED');
    expect(expired.map((e) => [e.team, e.clock])).toEqual([
      ['away', 30],
      ['home', 75],
    ]);
    expect(g.clock).toBe(100);
  });

  it('keeps penalty time that the period did not run for the next period', () => {
    const g = gameState();
    g.clock = 1150;
    const [home] = g.teams;
    boxSkater(home, at(home.onIce, 0), { remaining: 120 });
    runClock(g, 120);
    expect(g.clock).toBe(1200);
    expect(home.penalties.map((p) => p.remaining)).toEqual([70]);
  });
});

const periodEnds = (events: readonly GameEvent[]) =>
  events.filter((e) => e.type === 'PERIOD_END').map((e) => [e.period, e.clock]);
const lastGoal = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'GOAL').at(-1);

describe('periods and overtime', () => {
  const league = testLeague(11, 6);

  it('plays three 20-minute periods, then a 5-minute sudden-death overtime and a shootout if still tied', () => {
    const seen = { REG: 0, OT: 0, SO: 0 };
    for (const game of playGames(createRng('periods-regular'), league, 80)) {
      seen[game.decidedIn]++;
      const ends = periodEnds(game.events);
      expect(ends.slice(0, 3)).toEqual([
        [1, 1200],
        [2, 1200],
        [3, 1200],
      ]);
      if (game.decidedIn === 'REG') expect(ends).toHaveLength(3);
      if (game.decidedIn === 'OT') expect(ends[3]).toEqual([4, lastGoal(game.events)?.clock]);
      if (game.decidedIn === 'SO') expect(ends[3]).toEqual([4, 300]);
      expect(ends.length).toBeLessThanOrEqual(4);
      const shootout = game.events.some((e) => e.type === 'SHOOTOUT_ATTEMPT');
      expect(shootout).toBe(game.decidedIn === 'SO');
    }
    expect(Math.min(seen.REG, seen.OT, seen.SO)).toBeGreaterThan(0);
  });

  it('plays playoff overtime in full 20-minute periods until a goal ends one', () => {
    let overtimes = 0;
    for (const game of playGames(createRng('periods-playoff'), league, 80, 'playoff')) {
      const ends = periodEnds(game.events);
      if (game.decidedIn !== 'OT') continue;
      overtimes++;
      const goal = lastGoal(game.events);
      expect(ends.at(-1)).toEqual([goal?.period, goal?.clock]);
      for (const [period, clock] of ends.slice(0, -1)) expect([period, clock]).toEqual([period, 1200]);
    }
    expect(overtimes).toBeGreaterThan(0);
  });
});
