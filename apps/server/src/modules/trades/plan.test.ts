import { describe, expect, it } from 'vitest';
import { assetsOfRequest, retainedAmount } from './plan';

describe('a proposal as the assets it moves', () => {
  it("sends each side's players and picks to the other, each once, with the share its giver retains", () => {
    const assets = assetsOfRequest({
      teams: [
        {
          teamId: 1,
          gives: { playerIds: [10, 10, 11], pickIds: [5], retained: [{ playerId: 11, percent: 30 }] },
        },
        { teamId: 2, gives: { playerIds: [], pickIds: [6], retained: [] } },
      ],
    });
    expect(assets).toEqual([
      { fromTeamId: 1, toTeamId: 2, playerId: 10, pickId: null, retainedPercent: 0 },
      { fromTeamId: 1, toTeamId: 2, playerId: 11, pickId: null, retainedPercent: 30 },
      { fromTeamId: 1, toTeamId: 2, playerId: null, pickId: 5, retainedPercent: 0 },
      { fromTeamId: 2, toTeamId: 1, playerId: null, pickId: 6, retainedPercent: 0 },
    ]);
  });

  it('retains whole dollars, rounded', () => {
    expect(retainedAmount(4_000_000, 25)).toBe(1_000_000);
    expect(retainedAmount(925_001, 50)).toBe(462_501);
  });
});
