import type { DepthChartIds } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import {
  chartAfterMoves,
  lineupAfterMoves,
  mayNameAnyOf,
  type PlayerPlace,
  touchesRosterSheets,
} from './roster-sheets';

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

describe('whether a stored sheet may name a moved player', () => {
  it('finds an id as a number or a quoted number, wherever it stands', () => {
    expect(mayNameAnyOf('{"C":[12,345],"G":[]}', [345])).toBe(true);
    expect(mayNameAnyOf('{"line1_c":"345","line1_lw":null}', [7, 345])).toBe(true);
  });

  it('does not take a part of a longer number for the id', () => {
    expect(mayNameAnyOf('{"C":[3450,1345],"G":[34]}', [345])).toBe(false);
  });

  it('names nobody when no id is asked about or the sheet is empty', () => {
    expect(mayNameAnyOf('{"C":[1]}', [])).toBe(false);
    expect(mayNameAnyOf('{}', [1])).toBe(false);
  });
});

describe('whether a stored sheet may name a moved player, at the edges of the text', () => {
  it('finds an id at the very start or end, and one after a longer number holding it', () => {
    expect(mayNameAnyOf('345', [345])).toBe(true);
    expect(mayNameAnyOf('[1,345]', [345])).toBe(true);
    expect(mayNameAnyOf('[3450,345]', [345])).toBe(true);
    expect(mayNameAnyOf('[13450,2345]', [345, 9])).toBe(false);
  });
});

describe('which moves can change a depth chart, a lineup or the trading block', () => {
  it('a move of a player who had a team, or whose team is not known, whatever it changes', () => {
    expect(touchesRosterSheets({ from: { teamId: 3 }, toTeamId: null })).toBe(true);
    expect(touchesRosterSheets({ from: { teamId: 3 }, status: 'minors' })).toBe(true);
    expect(touchesRosterSheets({ from: {}, toTeamId: 4, status: 'prospect' })).toBe(true);
    const draftee = { from: { status: 'draft' }, toTeamId: 4, status: 'prospect' };
    expect(touchesRosterSheets(draftee)).toBe(true);
  });

  it('not one that changes neither team nor status', () => {
    expect(touchesRosterSheets({ from: { teamId: 3 } })).toBe(false);
  });

  it('a player without a team only when he arrives where he can dress', () => {
    expect(touchesRosterSheets({ from: { teamId: null }, toTeamId: 4, status: 'active' })).toBe(true);
    expect(touchesRosterSheets({ from: { teamId: null }, toTeamId: 4 })).toBe(true);
    expect(touchesRosterSheets({ from: { teamId: null }, toTeamId: 4, status: 'prospect' })).toBe(false);
    expect(touchesRosterSheets({ from: { teamId: null }, toTeamId: 4, status: 'minors' })).toBe(false);
    expect(touchesRosterSheets({ from: { teamId: null }, toTeamId: null, status: 'active' })).toBe(false);
    expect(touchesRosterSheets({ from: { teamId: null }, status: 'injured' })).toBe(false);
  });
});
