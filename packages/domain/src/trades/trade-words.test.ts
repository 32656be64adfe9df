import { describe, expect, it } from 'vitest';
import type { TradeSide } from './trade-api';
import { ordinal, pickShortWords, pickWords, sideInShort } from './trade-words';

const player = (id: number, lastName: string, retainedPercent = 0) => ({
  id,
  firstName: 'Alex',
  lastName,
  position: 'C',
  age: 25,
  overall: 70,
  potential: null,
  capHit: 1_000_000,
  yearsLeft: 2,
  retainedPercent,
});
const team = { id: 1, name: 'Boston Bears', abbrev: 'BOS' };
const side = (players: TradeSide['gives']['players'], picks: TradeSide['gives']['picks']): TradeSide => ({
  team,
  humanGm: true,
  gives: { players, picks },
});

describe('pickWords', () => {
  it('names the original team, the year and the round', () => {
    expect(pickWords({ year: 2027, round: 2, originalTeamName: 'Boston' })).toBe(
      "Boston's 2027 2nd-round pick",
    );
    expect(pickWords({ year: 2028, round: 1, originalTeamName: 'Quebec Glaciers' })).toBe(
      "Quebec Glaciers' 2028 1st-round pick",
    );
    expect(pickWords({ year: 2029, round: 3, originalTeamName: 'Utah' })).toContain('3rd-round');
    expect(pickWords({ year: 2029, round: 11, originalTeamName: 'Utah' })).toContain('11th-round');
  });
});

describe('pick words', () => {
  it('names the round as an ordinal and the original team only when it is another', () => {
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(4)).toBe('4th');
    expect(ordinal(11)).toBe('11th');
    const own = { id: 9, year: 2027, round: 2, originalTeam: team };
    expect(pickShortWords(own, 1)).toBe('2027 2nd round');
    expect(pickShortWords(own, 5)).toBe('2027 2nd round (BOS)');
  });
});

describe('sideInShort', () => {
  it('lists players then picks, with what is retained, and counts the rest', () => {
    const pick = { id: 9, year: 2027, round: 1, originalTeam: { id: 2, name: 'X', abbrev: 'NYR' } };
    expect(sideInShort(side([player(1, 'Stone', 25)], [pick]))).toBe(
      'A. Stone (C) 25% retained, 2027 1st round (NYR)',
    );
    expect(
      sideInShort(side([player(1, 'A'), player(2, 'B'), player(3, 'C'), player(4, 'D')], [pick]), 3),
    ).toBe('A. A (C), A. B (C), A. C (C) +2 more');
  });

  it('says nothing for an empty side', () => {
    expect(sideInShort(side([], []))).toBe('nothing');
  });
});
