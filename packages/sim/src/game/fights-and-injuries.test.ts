import type { SimulationData } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { resolveLineup } from '../lineup/resolve-lineup';
import { generateRoster } from '../player/generate-roster';
import { createRng } from '../rng';
import { simulateGame, type TeamInput } from './simulate-game';
import { playGames, testLeague } from './test-games';

describe('fights', () => {
  // A team that dresses an enforcer on its fourth line, against one that dresses none.
  const rng = createRng(1302);
  const roster = generateRoster(rng, { quality: 72, firstId: 1, depth: false });
  const enforcer = resolveLineup(roster).line4_lw;
  const calm = (p: (typeof roster)[number]) => ({ ...p, role: 'two-way' as const });
  const team: TeamInput = {
    name: 'Team',
    players: roster.map((p) => {
      if (p.id !== enforcer) return p.position === 'G' ? p : calm(p);
      const a = p.attributes;
      if (!a) return p;
      return { ...p, role: 'enforcer', attributes: { ...a, physique: { ...a.physique, fighting: 92 } } };
    }),
  };
  const opponent: TeamInput = {
    name: 'Opponent',
    players: generateRoster(rng, { quality: 72, firstId: 1001, depth: false }).map((p) =>
      p.position === 'G' ? p : calm(p),
    ),
  };

  it('come at about NHL frequency and mostly involve the enforcer', () => {
    let fights = 0;
    let hisFights = 0;
    const games = 400;
    for (let i = 0; i < games; i++) {
      const data = simulateGame({ home: team, away: opponent }, { rng: createRng(`fight-${i}`) });
      for (const e of data.events) {
        if (e.type !== 'PENALTY' || e.infraction !== 'Fighting') continue;
        if (e.team === 'home') fights++;
        if (e.player === enforcer) hisFights++;
      }
    }
    // NHL 2022-25: about 0.25 fights a game, most of them by a few heavyweights.
    expect(fights / games).toBeGreaterThan(0.1);
    expect(fights / games).toBeLessThan(0.45);
    expect(hisFights / fights).toBeGreaterThan(0.5);
  });
});

describe('injuries', () => {
  const games = [...playGames(createRng('injuries'), testLeague(1303, 8), 500)];
  const injuries = games.flatMap((data) => data.injuries ?? []);

  it('come from a realistic spread: most a few games, some weeks, a few the season', () => {
    const perGame = injuries.length / games.length;
    const short = injuries.filter((i) => i.gamesOut <= 5).length / injuries.length;
    const long = injuries.filter((i) => i.gamesOut >= 40).length;
    const meanOut = injuries.reduce((s, i) => s + i.gamesOut, 0) / injuries.length;
    // Per team over 82 games: perGame / 2 * 82 * meanOut man-games, NHL teams about 200-400.
    expect(perGame).toBeGreaterThan(0.4);
    expect(perGame).toBeLessThan(1.2);
    expect(short).toBeGreaterThan(0.5);
    expect(long).toBeGreaterThan(0);
    expect(meanOut).toBeGreaterThan(5);
    expect(meanOut).toBeLessThan(14);
    for (const i of injuries) expect(i.gamesOut).toBeLessThanOrEqual(82);
  });

  it('take the hurt skater out of the game at once', () => {
    const after = (e: { period: number; clock: number }, i: { period: number; clock: number }) =>
      e.period > i.period || (e.period === i.period && e.clock > i.clock);
    const check = (data: SimulationData) => {
      for (const injury of data.injuries ?? []) {
        const side = injury.team === 'home' ? data.playerStats.teamA : data.playerStats.teamB;
        expect(side[String(injury.playerId)]).toBeDefined();
        for (const e of data.events)
          if (e.type === 'LINE_CHANGE' && after(e, injury)) expect(e.players).not.toContain(injury.playerId);
      }
    };
    for (const data of games) check(data);
  });
});
