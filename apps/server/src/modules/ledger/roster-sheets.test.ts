import type { DepthChartIds } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { chartAfterMoves, lineupAfterMoves, type PlayerPlace } from './roster-sheets';

const chart = (): DepthChartIds => ({ LW: [1], C: [2, 3], RW: [], LD: [4], RD: [], G: [5], unassigned: [6] });
const place = (id: number, teamId: number | null, status = 'active', position = 'C'): PlayerPlace => ({
  id,
  teamId,
  status,
  position,
  naturalPosition: position,
});

describe('a depth chart after moves', () => {
  it('drops a player who left the team or cannot dress, whatever his column', () => {
    expect(chartAfterMoves(chart(), 10, [place(2, 11), place(6, 10, 'minors')])).toEqual({
      ...chart(),
      C: [3],
      unassigned: [],
    });
  });

  it('lists an active player who joined at the foot of his column, once', () => {
    expect(chartAfterMoves(chart(), 10, [place(7, 10, 'active', 'C')])?.C).toEqual([2, 3, 7]);
    expect(chartAfterMoves(chart(), 10, [place(8, 10, 'active', 'D')])?.LD).toEqual([4, 8]);
    expect(chartAfterMoves(chart(), 10, [place(3, 10)])).toBeNull();
  });

  it('does not list a player who joined in the minors, nor one of another team', () => {
    expect(chartAfterMoves(chart(), 10, [place(7, 10, 'minors'), place(8, 11)])).toBeNull();
  });
});

describe('a saved lineup after moves', () => {
  const lineup = { lw1: 1, c1: 2, pp1_c: 2, g1: null, c2: '3' };

  it('empties every place of a player who left or cannot dress, special teams too', () => {
    expect(lineupAfterMoves(lineup, 10, [place(2, 11), place(3, 10, 'injured')])).toEqual({
      lw1: 1,
      c1: null,
      pp1_c: null,
      g1: null,
      c2: null,
    });
  });

  it('leaves it be when every moved player still dresses for the team', () => {
    expect(lineupAfterMoves(lineup, 10, [place(1, 10), place(9, 12)])).toBeNull();
  });
});
