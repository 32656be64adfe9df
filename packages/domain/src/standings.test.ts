import { describe, expect, it } from 'vitest';
import { pointsPercentage, rankStandings, type StandingTotals } from './standings';

const team = (name: string, totals: Partial<StandingTotals>): StandingTotals => ({
  teamId: name.length,
  name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  conference: null,
  division: null,
  gamesPlayed: 10,
  wins: 5,
  losses: 5,
  otLosses: 0,
  goalsFor: 30,
  goalsAgainst: 30,
  regulationWins: 5,
  regulationOvertimeWins: 5,
  ...totals,
});

describe('pointsPercentage (SPEC §9)', () => {
  it('is points over twice the games, to three decimals, 0 without games', () => {
    expect(pointsPercentage(13, 10)).toBe(0.65);
    expect(pointsPercentage(7, 9)).toBe(0.389);
    expect(pointsPercentage(0, 0)).toBe(0);
  });
});

describe('rankStandings', () => {
  it('gives 2 points a win and 1 an overtime or shootout loss', () => {
    const [row] = rankStandings([team('Boston', { wins: 6, losses: 2, otLosses: 2 })]);
    expect(row).toMatchObject({ points: 14, pointsPercentage: 0.7, goalDifferential: 0, pointsRank: 1 });
  });

  it('orders by points, then points %, regulation wins, ROW and goal differential', () => {
    const ranked = rankStandings([
      team('A fewer games', { gamesPlayed: 9, wins: 5, losses: 4 }), // 10 pts, .556
      team('B more games', { gamesPlayed: 11, wins: 5, losses: 6 }), // 10 pts, .455
      team('C more points', { wins: 6, losses: 4 }),
      team('D regulation', { wins: 5, regulationWins: 5, regulationOvertimeWins: 5 }),
      team('E shootouts', { wins: 5, regulationWins: 3, regulationOvertimeWins: 5 }),
      team('F overtime', { wins: 5, regulationWins: 3, regulationOvertimeWins: 4 }),
      team('G goals', { wins: 5, regulationWins: 3, regulationOvertimeWins: 4, goalsFor: 40 }),
    ]);
    expect(ranked.map((r) => r.name)).toEqual([
      'C more points',
      'A fewer games',
      'D regulation',
      'E shootouts',
      'G goals',
      'F overtime',
      'B more games',
    ]);
    expect(ranked.map((r) => r.pointsRank)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
