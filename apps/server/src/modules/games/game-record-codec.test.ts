import type { GameRecord, SimulationData } from '@rinkside/domain';
import { createRng, generateLeague, resolveLineup, simulateGame, simulateGameRecord } from '@rinkside/sim';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeGame, decodeGameRecord, encodeGameRecord, encodeSimulation } from './game-record-codec';
import { packGame } from './play-by-play-packing';

/** Games between the teams of a seeded league, regular season and playoffs, as the server plays them. */
function playedGames(seed: number, count: number): SimulationData[] {
  const rng = createRng(seed);
  const teams = generateLeague(rng, { teams: 6 }).map((players, i) => ({
    name: `Team ${i + 1}`,
    players,
    lineup: resolveLineup(players),
  }));
  return Array.from({ length: count }, (_, i) => {
    const home = teams[i % teams.length];
    const away = teams[(i + 1 + (i % (teams.length - 1))) % teams.length];
    if (!home || !away || home === away) throw new Error('bad pairing');
    const gameType = i % 5 === 4 ? 'playoff' : 'regular';
    return simulateGame({ home, away, gameType, date: `2026-10-${10 + (i % 20)}T23:00:00.000Z` }, { rng });
  });
}

const roundTrip = (data: SimulationData) => decodeGame(encodeSimulation(data));

describe('game record codec', () => {
  const games = [...playedGames(11, 60), ...playedGames(29, 60)];

  it('reads back every game as the same JSON text, keys in the same order', () => {
    expect(games.some((g) => g.decidedIn === 'OT')).toBe(true);
    expect(games.some((g) => g.decidedIn === 'SO')).toBe(true);
    for (const game of games) {
      const stored = JSON.stringify(game);
      expect(JSON.stringify(roundTrip(JSON.parse(stored)))).toBe(stored);
    }
  });

  it('reads back a GameRecord as the engine describes it, the same JSON text simulateGame answers', () => {
    const rng = createRng(43);
    const [home, away] = generateLeague(rng, { teams: 2 }).map((players, i) => ({
      name: `Team ${i + 1}`,
      players,
      lineup: resolveLineup(players),
    }));
    if (!home || !away) throw new Error('two teams');
    let bytes = 0;
    for (let i = 0; i < 30; i++) {
      const input = { home, away, gameType: i % 3 ? ('regular' as const) : ('playoff' as const) };
      const record = simulateGameRecord(input, { rng: createRng(`record-${i}`) });
      const stored = encodeGameRecord(record);
      bytes += stored.length;
      const served = simulateGame(input, { rng: createRng(`record-${i}`) });
      expect(JSON.stringify(decodeGame(stored))).toBe(JSON.stringify(served));
    }
    expect(bytes / 30).toBeLessThan(8 * 1024);
  });

  it('stores a GameRecord as tagged bytes, and reads games stored as JSON columns the same', () => {
    const rng = createRng(53);
    const [home, away] = generateLeague(rng, { teams: 2 }).map((players, i) => ({
      name: `Team ${i + 1}`,
      players,
      lineup: resolveLineup(players),
    }));
    if (!home || !away) throw new Error('two teams');
    const record = simulateGameRecord({ home, away, gameType: 'playoff' }, { rng });
    const stored = encodeGameRecord(record);
    expect(stored[0]).toBe(4);
    expect(JSON.stringify(decodeGameRecord(stored))).toBe(JSON.stringify(record));
    // Format 3, as games were stored before (docs/decisions/021).
    const asColumns = Uint8Array.from([3, ...deflateRawSync(JSON.stringify(packGame(record)))]);
    expect(JSON.stringify(decodeGame(asColumns))).toBe(JSON.stringify(decodeGame(stored)));
    expect(JSON.stringify(decodeGameRecord(asColumns))).toBe(JSON.stringify(record));
    // A value that JSON would change is stored as JSON: it reads back as JSON made it.
    const dated = { ...record, date: new Date(0) } as unknown as GameRecord;
    const asJson = encodeGameRecord(dated);
    expect(asJson[0]).toBe(3);
    expect(decodeGame(asJson).date).toBe(new Date(0).toISOString());
  });

  it('writes again the text of deflections, empty-net misses and coincidental minors', () => {
    const lines = games.flatMap((g) => g.events.map((e) => e.description));
    expect(lines.some((l) => /^Deflection by .+ on a Shot by /.test(l))).toBe(true);
    expect(lines.some((l) => / at the empty net$/.test(l))).toBe(true);
    expect(lines.some((l) => /\(2 min, coincidental\)$/.test(l))).toBe(true);
  });

  it('stores a game in well under 16 KiB on average, none of its text that the domain writes', () => {
    const stored = games.map(encodeSimulation);
    const bytes = stored.reduce((sum, b) => sum + b.length, 0);
    expect(bytes / games.length).toBeLessThan(8 * 1024);
    for (const b of stored.slice(0, 10)) {
      const text = inflateRawSync(b.subarray(1)).toString('utf8');
      expect(text).not.toMatch(/Face-off won by|Shot by|Line change for|Final: /);
    }
  });

  it('keeps text and times that the domain would not write the same, and any stored value as it was', () => {
    const [game] = games;
    if (!game) throw new Error('no game');
    const [first, second, third, ...rest] = game.events;
    if (!first || !second || !third) throw new Error('too few events');
    const odd = {
      ...game,
      extra: { nested: [1, 'two', null, true] },
      events: [
        { ...first, time: '19:59 of P1' },
        { ...second, time: null, description: 'Text an older engine wrote' },
        { ...third, time: ['00:00 of P1'] },
        { description: 'An event in an order of its own', type: 'NOTE' },
        ...rest,
      ],
    } as unknown as SimulationData;
    const stored = JSON.stringify(odd);
    expect(JSON.stringify(roundTrip(odd))).toBe(stored);
    const numbered = { ...odd, events: [{ ...first, description: 7 }, ...rest] } as unknown as SimulationData;
    expect(JSON.stringify(roundTrip(numbered))).toBe(JSON.stringify(numbered));
  });

  it("reads back a GameRecord's places, expected goals and shot details on every event that has them", () => {
    const rng = createRng(47);
    const [home, away] = generateLeague(rng, { teams: 2 }).map((players, i) => ({
      name: `Team ${i + 1}`,
      players,
      lineup: resolveLineup(players),
    }));
    if (!home || !away) throw new Error('two teams');
    const record = simulateGameRecord({ home, away, gameType: 'regular' }, { rng });
    const details = (i: number) => ({ x: 30 + (i % 60), y: (i % 40) - 20.5, xg: 0.123, rush: i % 3 === 0 });
    const located = {
      ...record,
      events: record.events.map((e, i) =>
        e.type === 'SHOT' || e.type === 'MISSED_SHOT' || e.type === 'GOAL'
          ? { ...e, ...details(i), rebound: e.rebound ?? false }
          : e.type === 'BLOCKED_SHOT'
            ? { ...e, x: 50, y: -10, shotType: 'slap' as const }
            : e.type === 'HIT' || e.type === 'FACEOFF'
              ? { ...e, x: -69, y: 22 }
              : e,
      ),
    };
    const told = decodeGame(encodeGameRecord(located)).events;
    let checked = 0;
    for (const [i, e] of told.entries()) {
      if (e.type === 'SHOT' || e.type === 'MISSED_SHOT' || e.type === 'GOAL') {
        expect(e).toMatchObject({ ...details(i), rebound: expect.any(Boolean) });
        checked += 1;
      }
      if (e.type === 'BLOCKED_SHOT') expect(e).toMatchObject({ x: 50, y: -10, shotType: 'slap' });
      if (e.type === 'HIT' || e.type === 'FACEOFF') expect(e).toMatchObject({ x: -69, y: 22 });
      if (e.type === 'MISSED_SHOT') expect(typeof e.emptyNet).toBe('boolean');
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('refuses bytes in a format it does not know, and a game without events', () => {
    const [game] = games;
    if (!game) throw new Error('no game');
    const bytes = encodeSimulation(game);
    bytes[0] = 99;
    expect(() => decodeGame(bytes)).toThrow(/format 99/);
    expect(() => encodeSimulation({ ...game, events: undefined } as unknown as SimulationData)).toThrow(
      /events array/,
    );
  });
});
