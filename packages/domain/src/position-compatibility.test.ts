import { describe, expect, it } from 'vitest';
import {
  acceptsPosition,
  type DepthColumn,
  isDefensePosition,
  isForwardPosition,
  isGoaliePosition,
  moveInDepthChart,
} from './position-compatibility';

describe('acceptsPosition (SPEC §5)', () => {
  it.each([
    ['C', 'C', true],
    ['C', 'Center', true],
    ['C', 'LW', false],
    ['LW', 'LW', true],
    ['LW', 'Left Wing', true],
    ['LW', 'W', true],
    ['LW', 'Wing', true],
    ['LW', 'RW', false],
    ['RW', 'RW', true],
    ['RW', 'Right Wing', true],
    ['RW', 'W', true],
    ['RW', 'Wing', true],
    ['RW', 'C', false],
    ['LD', 'LD', true],
    ['LD', 'D', true],
    ['LD', 'Defense', true],
    ['LD', 'Defenseman', true],
    ['LD', 'RD', false],
    ['RD', 'RD', true],
    ['RD', 'D', true],
    ['RD', 'LD', false],
    ['G', 'G', true],
    ['G', 'Goalie', true],
    ['G', 'Goaltender', true],
    ['G', 'D', false],
    ['Unassigned', 'G', true],
    ['Unassigned', 'anything', true],
    ['LW', 'C, LW', true],
    ['RD', 'LD,RD', true],
    ['C', 'lw,rw', false],
  ] as [DepthColumn, string, boolean][])('%s accepts %j: %s', (column, natural, expected) => {
    expect(acceptsPosition(column, natural)).toBe(expected);
  });
});

describe('line filters (SPEC §5)', () => {
  it('sorts positions into forwards, defence and goalies', () => {
    expect(['LW', 'RW', 'C', 'Center', 'Left Wing'].every(isForwardPosition)).toBe(true);
    expect(['D', 'LD', 'RD', 'Defenseman', 'Defense'].every(isDefensePosition)).toBe(true);
    expect(['G', 'Goalie', 'Goaltender'].every(isGoaliePosition)).toBe(true);
    expect(isForwardPosition('D')).toBe(false);
    expect(isGoaliePosition('C')).toBe(false);
  });
});

describe('moveInDepthChart (SPEC §4)', () => {
  const chart = () => ({
    LW: ['a', 'b', 'c', 'd'],
    C: ['x'],
    RW: [],
    LD: [],
    RD: [],
    G: [],
    Unassigned: ['u'],
  });

  it('moves down within a list, adjusting the index for the removed item', () => {
    // Dropping 'a' into the gap before 'c' (index 2) puts it between 'b' and 'c'.
    expect(moveInDepthChart(chart(), { list: 'LW', index: 0 }, { list: 'LW', index: 2 }).LW).toEqual([
      'b',
      'a',
      'c',
      'd',
    ]);
    expect(moveInDepthChart(chart(), { list: 'LW', index: 0 }, { list: 'LW', index: 4 }).LW).toEqual([
      'b',
      'c',
      'd',
      'a',
    ]);
  });

  it('moves up within a list without adjustment', () => {
    expect(moveInDepthChart(chart(), { list: 'LW', index: 3 }, { list: 'LW', index: 1 }).LW).toEqual([
      'a',
      'd',
      'b',
      'c',
    ]);
  });

  it('moves between lists and to unassigned, leaving the input untouched', () => {
    const before = chart();
    const after = moveInDepthChart(before, { list: 'LW', index: 1 }, { list: 'Unassigned', index: 0 });
    expect(after.LW).toEqual(['a', 'c', 'd']);
    expect(after.Unassigned).toEqual(['b', 'u']);
    expect(before.LW).toEqual(['a', 'b', 'c', 'd']);
    const ranks = after.LW.map((_, i) => i + 1);
    expect(ranks).toEqual([1, 2, 3]);
  });

  it('ignores a move from an empty place', () => {
    expect(moveInDepthChart(chart(), { list: 'RW', index: 0 }, { list: 'LW', index: 0 })).toEqual(chart());
  });
});
