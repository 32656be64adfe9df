import { describe, expect, it } from 'vitest';
import { type IdMaps, remapGamePlayers, remapJsonText } from './rinkside-ids';
import type { TableName } from './rinkside-tables';

// docs/decisions/086: ids inside a league file's values follow their rows on import.

const maps: IdMaps = new Map<TableName, Map<number, number>>([
  [
    'teams',
    new Map([
      [1, 101],
      [2, 102],
    ]),
  ],
  [
    'players',
    new Map([
      [7, 707],
      [8, 808],
    ]),
  ],
  ['games', new Map([[30, 3030]])],
  ['seasons', new Map([[4, 404]])],
]);

function remap(text: string, rule: Parameters<typeof remapJsonText>[1]) {
  const missing: [TableName, number][] = [];
  const out = remapJsonText(text, rule, maps, (table, id) => missing.push([table, id]));
  return { value: JSON.parse(out ?? 'null') as unknown, missing };
}

describe('ids inside JSON text', () => {
  it('takes every number as an id of the table when told so (a lineup, a depth chart)', () => {
    expect(remap('{"C1":7,"LW1":null,"G":[8,7]}', { kind: 'numbers', target: 'players' }).value).toEqual({
      C1: 707,
      LW1: null,
      G: [808, 707],
    });
  });

  it('takes object keys as ids (a draft clock’s expiries by team), leaving the values', () => {
    expect(remap('{"1":2,"2":0}', { kind: 'keys', target: 'teams' }).value).toEqual({ '101': 2, '102': 0 });
  });

  it('takes the numbers under keys that name them, a team reference’s id and lists of team ids', () => {
    const news = {
      playerId: 7,
      teamId: 1,
      fromTeamId: 2,
      opponent: { teamId: 2, teamName: 'B' },
      gameId: 30,
      seasonId: 4,
      goals: 7,
      seriesId: 'r1-s1',
      team: { id: 1, name: 'A', abbreviation: 'AAA' },
      order: [2, 1],
      byRecord: [1, 2],
      playerIds: [8, 7],
    };
    expect(remap(JSON.stringify(news), { kind: 'named' }).value).toEqual({
      playerId: 707,
      teamId: 101,
      fromTeamId: 102,
      opponent: { teamId: 102, teamName: 'B' },
      gameId: 3030,
      seasonId: 404,
      goals: 7,
      seriesId: 'r1-s1',
      team: { id: 101, name: 'A', abbreviation: 'AAA' },
      order: [102, 101],
      byRecord: [101, 102],
      playerIds: [808, 707],
    });
  });

  it('keeps an id the file does not hold, and says which', () => {
    expect(remap('{"teamId":9}', { kind: 'named' })).toEqual({
      value: { teamId: 9 },
      missing: [['teams', 9]],
    });
  });

  it('keeps text that is not JSON as it is', () => {
    expect(remapJsonText('not json', { kind: 'named' }, maps, () => {})).toBe('not json');
    expect(remapJsonText(null, { kind: 'named' }, maps, () => {})).toBeNull();
  });
});

describe('players named in a stored game', () => {
  it('follows every key that names a player, and the box score keyed by player', () => {
    const game = {
      events: [
        { type: 'GOAL', scorer: 7, assists: [8], goalie: null, homeScore: 1, period: 1, clock: 7 },
        { type: 'LINE_CHANGE', players: [7, 8] },
        { type: 'SHOT', shooter: '8', goalie: 7, deflectedBy: null, x: 7 },
      ],
      playerStats: { teamA: { '7': { playerId: 7, goals: 8 } }, teamB: { '8': { playerId: 8, goals: 7 } } },
      threeStars: [{ playerId: 8, goals: 7 }],
      replacements: [{ out: 7, in: 8, slot: 'C1' }],
    };
    const players = (id: unknown) =>
      typeof id === 'number'
        ? (maps.get('players')?.get(id) ?? id)
        : typeof id === 'string'
          ? String(maps.get('players')?.get(Number(id)))
          : id;
    expect(remapGamePlayers(game, players)).toEqual({
      events: [
        { type: 'GOAL', scorer: 707, assists: [808], goalie: null, homeScore: 1, period: 1, clock: 7 },
        { type: 'LINE_CHANGE', players: [707, 808] },
        { type: 'SHOT', shooter: '808', goalie: 707, deflectedBy: null, x: 7 },
      ],
      playerStats: {
        teamA: { '707': { playerId: 707, goals: 8 } },
        teamB: { '808': { playerId: 808, goals: 7 } },
      },
      threeStars: [{ playerId: 808, goals: 7 }],
      replacements: [{ out: 707, in: 808, slot: 'C1' }],
    });
  });
});
