import { describe, expect, it } from 'vitest';
import { strengthState } from './strength';

const goalies = new Set(['30', '31']);
const line = (n: number, goalie: string | null, from = 1) => [
  ...Array.from({ length: n }, (_, i) => String(from + i)),
  ...(goalie ? [goalie] : []),
];

describe('the strength state', () => {
  it('counts skaters, not goalies', () => {
    expect(strengthState({ home: line(5, '30'), away: line(5, '31', 10) }, goalies)).toEqual({
      label: '5v5',
      advantage: null,
      emptyNet: [],
    });
    expect(strengthState({ home: line(4, '30'), away: line(5, '31', 10) }, goalies)).toMatchObject({
      label: '5v4',
      advantage: 'away',
    });
  });

  it('tells an extra attacker for a pulled goalie', () => {
    expect(strengthState({ home: line(5, '30'), away: line(6, null, 10) }, goalies)).toEqual({
      label: '6v5',
      advantage: 'away',
      emptyNet: ['away'],
    });
  });

  it('has nothing to say before both teams have a line out', () => {
    expect(strengthState({ home: [], away: line(5, '31') }, goalies)).toBeNull();
  });
});
