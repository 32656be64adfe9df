import { describeGame, type GameRecord } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng';
import { simulateGame, simulateGameRecord } from './simulate-game';
import { testLeague } from './test-games';

// The record is what the league stores; describeGame writes the text the API answers from it.
describe('a game record', () => {
  const [home, away] = testLeague(31, 2);
  if (!home || !away) throw new Error('testLeague gives two teams');

  it.each(['seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5'])(
    'describes into exactly what simulateGame answers (%s), after a trip through JSON too',
    (seed) => {
      const gameType = seed === 'seed-5' ? 'playoff' : 'regular';
      const record = simulateGameRecord({ home, away, gameType }, { rng: createRng(seed) });
      const stored = JSON.parse(JSON.stringify(record)) as GameRecord;
      const served = JSON.stringify(describeGame(stored));
      expect(served).toBe(JSON.stringify(simulateGame({ home, away, gameType }, { rng: createRng(seed) })));
    },
  );

  it('holds facts only: no event carries its text or its clock string', () => {
    const record = simulateGameRecord({ home, away }, { rng: createRng('facts') });
    for (const e of record.events) {
      expect(e).not.toHaveProperty('description');
      expect(e).not.toHaveProperty('time');
    }
    expect(record.teamNames).toEqual({ home: home.name, away: away.name });
  });

  it('names the deflected shooter, the empty-net miss and the coincidental minors in the text', () => {
    const lines: string[] = [];
    const rng = createRng('texts');
    for (let i = 0; i < 40; i++)
      for (const e of simulateGame({ home, away }, { rng }).events) lines.push(e.description);
    expect(lines.some((l) => /^Deflection by .+ on a Shot by .+, Save by /.test(l))).toBe(true);
    expect(lines.some((l) => / at the empty net$/.test(l))).toBe(true);
    expect(lines.some((l) => /^Penalty: .+, Roughing \(2 min, coincidental\)$/.test(l))).toBe(true);
  });
});
