import { describe, expect, it } from 'vitest';
import { applyLottery, draftOrder, draftSlots, type DraftOrderTeam } from './draft-order';

const missed = (teamId: number, points: number, wins = 30): DraftOrderTeam => ({
  teamId,
  points,
  wins,
  madePlayoffs: false,
  playoffExit: null,
});
const played = (teamId: number, points: number, playoffExit: number): DraftOrderTeam => ({
  teamId,
  points,
  wins: 40,
  madePlayoffs: true,
  playoffExit,
});
const ids = (order: { teamId: number }[]) => order.map((entry) => entry.teamId);

describe('draftOrder', () => {
  it('puts non-playoff teams first by points, fewest first, and marks them for the lottery', () => {
    // Ids run against the points so that an id order would fail.
    const order = draftOrder([missed(1, 90), missed(2, 70), played(3, 60, 1), missed(4, 50)], 'seed');
    expect(ids(order)).toEqual([4, 2, 1, 3]);
    expect(order.map((entry) => entry.place)).toEqual([1, 2, 3, 4]);
    expect(order.map((entry) => entry.lottery)).toEqual([true, true, true, false]);
  });

  it('breaks a tie on points by fewer wins', () => {
    expect(ids(draftOrder([missed(1, 70, 33), missed(2, 70, 31)], 'seed'))).toEqual([2, 1]);
  });

  it('breaks a full tie by a seeded coin, the same for the same seed whatever the input order', () => {
    const a = missed(1, 70, 30);
    const b = missed(2, 70, 30);
    const outcomes = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      const forward = ids(draftOrder([a, b], `coin-${i}`));
      expect(ids(draftOrder([b, a], `coin-${i}`))).toEqual(forward);
      outcomes.add(forward.join());
    }
    expect(outcomes).toEqual(new Set(['1,2', '2,1']));
  });

  it('orders playoff teams by exit round, then points, champion last', () => {
    const order = draftOrder(
      [
        played(1, 80, 5), // champion of four rounds
        played(2, 120, 4), // finalist
        played(3, 110, 1),
        played(4, 95, 2),
        played(5, 100, 1),
        missed(6, 99),
      ],
      'seed',
    );
    expect(ids(order)).toEqual([6, 5, 3, 4, 2, 1]);
  });
});

describe('applyLottery', () => {
  it("replaces the lottery teams' part of the order and leaves the rest", () => {
    expect(applyLottery([10, 11, 12, 13, 14], [12, 10, 11])).toEqual([12, 10, 11, 13, 14]);
  });

  it('refuses a lottery order that does not hold the same teams', () => {
    expect(() => applyLottery([10, 11, 12], [10, 99])).toThrow(/each lottery team/);
    expect(() => applyLottery([10, 11, 12], [10, 10])).toThrow(/each lottery team/);
  });
});

describe('draftSlots', () => {
  it('repeats the order every round with overall numbers across rounds', () => {
    const slots = draftSlots([7, 8, 9], 2);
    expect(slots).toEqual([
      { overall: 1, round: 1, pickInRound: 1, originalTeamId: 7 },
      { overall: 2, round: 1, pickInRound: 2, originalTeamId: 8 },
      { overall: 3, round: 1, pickInRound: 3, originalTeamId: 9 },
      { overall: 4, round: 2, pickInRound: 1, originalTeamId: 7 },
      { overall: 5, round: 2, pickInRound: 2, originalTeamId: 8 },
      { overall: 6, round: 2, pickInRound: 3, originalTeamId: 9 },
    ]);
    expect(draftSlots([1, 2], 7)).toHaveLength(14);
  });
});
