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

  // Each tie-breaker alone: the teams are equal on every earlier rule, and the one that should rank
  // first is named 'Z…' so the final sort by name would put it last if the rule were missing.
  const order = (teams: StandingTotals[]) => rankStandings(teams).map((r) => r.name);

  it('ranks more points first', () => {
    expect(
      order([team('A fewer points', { wins: 5, losses: 5 }), team('Z more points', { wins: 6, losses: 4 })]),
    ).toEqual(['Z more points', 'A fewer points']);
  });

  it('breaks a tie on points by points percentage (fewer games played)', () => {
    expect(
      order([
        team('A more games', { gamesPlayed: 11, wins: 5, losses: 6 }),
        team('Z fewer games', { gamesPlayed: 9, wins: 5, losses: 4 }),
      ]),
    ).toEqual(['Z fewer games', 'A more games']);
  });

  it('then by regulation wins', () => {
    expect(
      order([
        team('A shootout wins', { regulationWins: 3, regulationOvertimeWins: 5 }),
        team('Z regulation wins', { regulationWins: 4, regulationOvertimeWins: 5 }),
      ]),
    ).toEqual(['Z regulation wins', 'A shootout wins']);
  });

  it('then by regulation plus overtime wins', () => {
    expect(
      order([
        team('A shootout wins', { regulationWins: 3, regulationOvertimeWins: 3 }),
        team('Z overtime wins', { regulationWins: 3, regulationOvertimeWins: 4 }),
      ]),
    ).toEqual(['Z overtime wins', 'A shootout wins']);
  });

  it('then by goal differential', () => {
    expect(
      order([
        team('A outscored', { goalsFor: 30, goalsAgainst: 31 }),
        team('Z outscoring', { goalsFor: 31, goalsAgainst: 30 }),
      ]),
    ).toEqual(['Z outscoring', 'A outscored']);
  });

  it('falls back to the name only when every rule ties, and numbers the ranks', () => {
    const ranked = rankStandings([team('Boston', {}), team('Anaheim', {})]);
    expect(ranked.map((r) => [r.name, r.pointsRank])).toEqual([
      ['Anaheim', 1],
      ['Boston', 2],
    ]);
  });

  it('orders by the rules in turn: an earlier rule outweighs every later one', () => {
    const ranked = rankStandings([
      team('A goals', { regulationWins: 3, regulationOvertimeWins: 3, goalsFor: 60 }),
      team('B overtime', { regulationWins: 3, regulationOvertimeWins: 4 }),
      team('C regulation', { regulationWins: 4, regulationOvertimeWins: 4, goalsFor: 10 }),
      team('D percentage', { gamesPlayed: 9, wins: 5, losses: 4, regulationWins: 0 }),
      team('E points', { wins: 6, losses: 4, regulationWins: 0, goalsFor: 0 }),
    ]);
    expect(ranked.map((r) => r.name)).toEqual([
      'E points',
      'D percentage',
      'C regulation',
      'B overtime',
      'A goals',
    ]);
  });
});
