import { simulationDataSchema, type GameEvent } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { at } from '../list';
import { createRng } from '../rng';
import { simulateGame } from './simulate-game';
import { playGames, testLeague } from './test-games';

const league = testLeague(5, 4);
const [home, away] = [at(league, 0), at(league, 1)];

describe('simulateGame', () => {
  it('is deterministic: same input and seed give byte-identical SimulationData; another seed differs', () => {
    const play = (seed: number) =>
      JSON.stringify(simulateGame({ home, away, date: '2025-10-08' }, { rng: createRng(seed) }));
    expect(play(99)).toBe(play(99));
    expect(play(100)).not.toBe(play(99));
  });

  it('returns SPEC §3 SimulationData that the domain schema accepts', () => {
    const data = simulateGame({ home, away, date: '2025-10-08' }, { rng: createRng(1) });
    expect(simulationDataSchema.parse(data)).toEqual(data);
    expect(data.date).toBe('2025-10-08');
    expect(data.finalScore).toMatch(/^Team 1 \d+ - Team 2 \d+( \((OT|SO)\))?$/);
    expect(data.events.length).toBeGreaterThan(300);
  });

  it('writes play-by-play a reader can classify with the SPEC §9 keywords and times', () => {
    const keyword: Partial<Record<GameEvent['type'], string>> = {
      SHOT: 'Save',
      MISSED_SHOT: 'Missed Shot',
      BLOCKED_SHOT: 'Blocked Shot',
      GOAL: 'Goal',
      HIT: 'Hit',
      FACEOFF: 'Face-off',
      PENALTY: 'Penalty',
      PENALTY_EXPIRED: 'Penalty expired',
      GIVEAWAY: 'Giveaway',
      TAKEAWAY: 'Takeaway',
      ICING: 'Icing',
      OFFSIDE: 'Offside',
      GAME_END: 'Final',
    };
    const seen = new Set<string>();
    for (const data of playGames(createRng(2), league, 20)) {
      for (const e of data.events) {
        expect(e.time).toMatch(/^\d\d:\d\d of P[1-5]$/);
        const word = keyword[e.type];
        if (word) expect(e.description).toContain(word);
        if (e.type === 'GOAL') expect(e.description).not.toMatch(/shot/i);
        if (e.type === 'SHOT' && e.deflectedBy !== null) expect(e.description).toContain('Deflection');
        seen.add(e.type);
      }
      expect(data.events.at(-1)?.stoppage).toBe('GAME_OVER');
    }
    for (const type of Object.keys(keyword)) expect(seen).toContain(type);
  });

  it('plays playoff overtime as 20-minute periods until a goal, never a shootout', () => {
    let overtimeGames = 0;
    for (const data of playGames(createRng(3), league, 150, 'playoff')) {
      expect(data.decidedIn).not.toBe('SO');
      expect(data.homeScore).not.toBe(data.awayScore);
      if (data.decidedIn === 'OT') {
        overtimeGames++;
        const lastGoal = data.events.filter((e) => e.type === 'GOAL').at(-1);
        expect(lastGoal?.period).toBeGreaterThanOrEqual(4);
        expect(data.events.some((e) => e.type === 'SHOOTOUT_ATTEMPT')).toBe(false);
      }
    }
    expect(overtimeGames).toBeGreaterThan(10);
  });

  it('rejects rosters that share a player id', () => {
    expect(() => simulateGame({ home, away: home }, { rng: createRng(1) })).toThrow(/both teams/);
    // The box score keys by String(id): 12 and '12' are the same player.
    const spelled = {
      ...away,
      players: away.players.map((p, i) => (i === 0 ? { ...p, id: String(at(home.players, 0).id) } : p)),
    };
    expect(() => simulateGame({ home, away: spelled }, { rng: createRng(1) })).toThrow(/both teams/);
  });

  it('uses the GM lineup it is given', () => {
    const goalies = home.players.filter((p) => p.position === 'G').sort((a, b) => a.overall - b.overall);
    const backup = at(goalies, 0);
    const data = simulateGame(
      { home: { ...home, lineup: { starter_g: backup.id } }, away },
      { rng: createRng(4) },
    );
    expect(Object.keys(data.goalieStats.teamA)).toEqual([String(backup.id)]);
  });
});
