import type { TradeSummary } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import {
  counterSelection,
  emptySelection,
  emptySide,
  proposalOf,
  selectionIsEmpty,
  selectionOfTeams,
  setRetained,
  toggleAsset,
  tradeKey,
} from './trade-selection';

describe('toggleAsset', () => {
  it('ticks and unticks players and picks', () => {
    let side = toggleAsset(emptySide(), 'player', 4);
    side = toggleAsset(side, 'pick', 7);
    expect(side).toEqual({ playerIds: [4], pickIds: [7], retained: {} });
    side = toggleAsset(toggleAsset(side, 'player', 4), 'pick', 7);
    expect(side).toEqual(emptySide());
  });

  it('drops the retained share of a player taken back out', () => {
    const side = setRetained(toggleAsset(emptySide(), 'player', 4), 4, 30);
    expect(toggleAsset(side, 'player', 4).retained).toEqual({});
  });
});

describe('setRetained', () => {
  it('keeps a whole percentage between 0 and 50', () => {
    expect(setRetained(emptySide(), 1, 62).retained[1]).toBe(50);
    expect(setRetained(emptySide(), 1, -3).retained[1]).toBe(0);
    expect(setRetained(emptySide(), 1, 12.6).retained[1]).toBe(13);
    expect(setRetained(emptySide(), 1, Number.NaN).retained[1]).toBe(0);
  });
});

describe('proposalOf', () => {
  it('puts the viewer’s team first, sends retained shares above 0 only, and a trimmed note', () => {
    const selection = emptySelection();
    selection.mine = setRetained(setRetained({ playerIds: [1, 2], pickIds: [9], retained: {} }, 1, 25), 2, 0);
    selection.theirs = { playerIds: [5], pickIds: [], retained: {} };
    selection.note = '  Deal?  ';
    expect(proposalOf({ myTeamId: 10, partnerId: 20, selection })).toEqual({
      teams: [
        { teamId: 10, gives: { playerIds: [1, 2], pickIds: [9], retained: [{ playerId: 1, percent: 25 }] } },
        { teamId: 20, gives: { playerIds: [5], pickIds: [], retained: [] } },
      ],
      note: 'Deal?',
    });
  });

  it('leaves out a blank note', () => {
    const selection = { ...emptySelection(), note: '   ' };
    expect(proposalOf({ myTeamId: 1, partnerId: 2, selection })).not.toHaveProperty('note');
    expect(selectionIsEmpty(selection)).toBe(true);
  });
});

describe('counterSelection', () => {
  const player = (id: number, retainedPercent: number) => ({
    id,
    firstName: 'A',
    lastName: 'B',
    position: 'D',
    age: 30,
    overall: 70,
    potential: null,
    capHit: 2_000_000,
    yearsLeft: 1,
    retainedPercent,
  });
  const trade: Pick<TradeSummary, 'sides'> = {
    sides: [
      {
        team: { id: 1, name: 'Proposers', abbrev: 'PRO' },
        humanGm: true,
        gives: { players: [player(11, 20)], picks: [] },
      },
      {
        team: { id: 2, name: 'Receivers', abbrev: 'REC' },
        humanGm: true,
        gives: {
          players: [player(21, 0)],
          picks: [
            { id: 31, year: 2027, round: 1, originalTeam: { id: 2, name: 'Receivers', abbrev: 'REC' } },
          ],
        },
      },
    ],
  };

  it('turns the trade round so the countering team is first, each side giving what it gave', () => {
    expect(counterSelection(trade, 2)).toEqual({
      partnerId: 1,
      selection: {
        mine: { playerIds: [21], pickIds: [31], retained: {} },
        theirs: { playerIds: [11], pickIds: [], retained: { 11: 20 } },
        note: '',
      },
    });
  });

  it('is null for a team not in the trade', () => {
    expect(counterSelection(trade, 3)).toBeNull();
  });
});

describe('selectionOfTeams', () => {
  const teams = [
    { teamId: 9, gives: { playerIds: [5], pickIds: [], retained: [] } },
    { teamId: 2, gives: { playerIds: [7, 8], pickIds: [31], retained: [{ playerId: 8, percent: 25 }] } },
  ];

  it('puts the viewer’s side first, whichever order the trade names them in', () => {
    expect(selectionOfTeams(teams, 2)).toEqual({
      partnerId: 9,
      selection: {
        mine: { playerIds: [7, 8], pickIds: [31], retained: { 8: 25 } },
        theirs: { playerIds: [5], pickIds: [], retained: {} },
        note: '',
      },
    });
  });

  it('is null for a trade the viewer’s team is not in', () => {
    expect(selectionOfTeams(teams, 4)).toBeNull();
  });
});

describe('tradeKey', () => {
  it('is the same for the same trade ticked in another order', () => {
    const a = proposalOf({
      myTeamId: 1,
      partnerId: 2,
      selection: { ...emptySelection(), mine: { playerIds: [3, 4], pickIds: [], retained: {} } },
    });
    const b = proposalOf({
      myTeamId: 1,
      partnerId: 2,
      selection: { ...emptySelection(), mine: { playerIds: [4, 3], pickIds: [], retained: {} } },
    });
    expect(tradeKey(a.teams)).toBe(tradeKey([...b.teams].reverse()));
  });

  it('differs when one asset more is in the trade', () => {
    const one = proposalOf({ myTeamId: 1, partnerId: 2, selection: emptySelection() });
    const more = proposalOf({
      myTeamId: 1,
      partnerId: 2,
      selection: { ...emptySelection(), theirs: { playerIds: [], pickIds: [6], retained: {} } },
    });
    expect(tradeKey(one.teams)).not.toBe(tradeKey(more.teams));
  });
});
