import { describe, expect, it } from 'vitest';
import { waiverPriority, winningClaim, type WaiverStanding } from './waiver-priority';

// Each rule alone: the teams are level on every earlier rule, and the team that should claim first has
// the higher id, so the last rule (the lower team id) would put it second if the rule under test broke.
const team = (teamId: number, record: { wins: number; otLosses?: number; gamesPlayed?: number }) => {
  const otLosses = record.otLosses ?? 0;
  const standing: WaiverStanding = {
    teamId,
    wins: record.wins,
    gamesPlayed: record.gamesPlayed ?? 10,
    points: 2 * record.wins + otLosses,
  };
  return standing;
};

describe('waiver priority', () => {
  it('gives the lowest points percentage the first claim', () => {
    expect(waiverPriority([team(1, { wins: 6 }), team(2, { wins: 4 })])).toEqual([2, 1]);
    expect(waiverPriority([team(2, { wins: 4 }), team(1, { wins: 6 })])).toEqual([2, 1]);
  });

  it('is decided by a single point', () => {
    // 10 points in 10 games (.500) against 11 (.550): the team one point behind claims first.
    expect(waiverPriority([team(1, { wins: 5, otLosses: 1 }), team(2, { wins: 5 })])).toEqual([2, 1]);
  });

  it('compares points percentage, not points: fewer games with the same points is better', () => {
    // Both 10 points: in 12 games (.417) the team claims before one with 10 games (.500).
    expect(
      waiverPriority([team(1, { wins: 5, gamesPlayed: 10 }), team(2, { wins: 5, gamesPlayed: 12 })]),
    ).toEqual([2, 1]);
  });

  it('breaks a tie on points percentage with fewer wins', () => {
    // Both 10 points in 10 games: 5 wins against 4 wins and 2 overtime losses.
    expect(waiverPriority([team(1, { wins: 5 }), team(2, { wins: 4, otLosses: 2 })])).toEqual([2, 1]);
  });

  it('then with the lower team id', () => {
    expect(waiverPriority([team(7, { wins: 5 }), team(3, { wins: 5 })])).toEqual([3, 7]);
  });

  it('ranks a team yet to play as a .500 team', () => {
    const notPlayed = team(5, { wins: 0, gamesPlayed: 0 });
    const below = team(9, { wins: 4, otLosses: 1 }); // .450
    const above = team(1, { wins: 6 }); // .600
    expect(waiverPriority([above, notPlayed, below])).toEqual([9, 5, 1]);
    // Level with a .500 team that has played: fewer wins (none) claims first.
    expect(waiverPriority([team(1, { wins: 5 }), team(8, { wins: 0, gamesPlayed: 0 })])).toEqual([8, 1]);
  });
});

describe('the winning waiver claim', () => {
  const priority = [4, 2, 9, 1];

  it('goes to the claimant first in priority, whatever the order of the claims', () => {
    const claims = [
      { teamId: 1, roomProblem: null },
      { teamId: 9, roomProblem: null },
    ];
    expect(winningClaim(priority, claims)).toBe(9);
    expect(winningClaim(priority, [...claims].reverse())).toBe(9);
  });

  it('passes over a claimant without room to the next one', () => {
    expect(
      winningClaim(priority, [
        { teamId: 2, roomProblem: 'Your active roster is full (23 players).' },
        { teamId: 1, roomProblem: null },
      ]),
    ).toBe(1);
  });

  it('is nobody when no claim still fits, or no team claimed', () => {
    expect(winningClaim(priority, [{ teamId: 2, roomProblem: 'Over the cap.' }])).toBeNull();
    expect(winningClaim(priority, [])).toBeNull();
  });
});
