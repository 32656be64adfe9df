import { describe, expect, it } from 'vitest';
import type { HeadToHeadGame } from './playoffs/head-to-head';
import { rankTeams } from './playoffs/tie-breakers';
import { pointsPercentage, shownPointsPercentage, type StandingTotals } from './standings';
import { rankStandings } from './team-ranking';

// A team's id from its name: 'Z…' teams have the highest ids, so the last rule (the lower id) would rank
// them last; a test whose 'Z…' team ranks first shows the rule it is about decided.
const team = (name: string, totals: Partial<StandingTotals>): StandingTotals => ({
  teamId: name.charCodeAt(0),
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

describe('pointsPercentage', () => {
  it('is points over twice the games played, exactly', () => {
    expect(pointsPercentage({ points: 13, gamesPlayed: 10 })).toBe(0.65);
    expect(pointsPercentage({ points: 7, gamesPlayed: 9 })).toBe(7 / 18);
    expect(pointsPercentage({ points: 20, gamesPlayed: 10 })).toBe(1);
  });

  it('rises with points and falls with games', () => {
    const base = pointsPercentage({ points: 10, gamesPlayed: 10 }) ?? 0;
    expect(pointsPercentage({ points: 11, gamesPlayed: 10 })).toBeGreaterThan(base);
    expect(pointsPercentage({ points: 10, gamesPlayed: 11 })).toBeLessThan(base);
  });

  it('is null before the first game, and the standings show it as 0', () => {
    expect(pointsPercentage({ points: 0, gamesPlayed: 0 })).toBeNull();
    expect(shownPointsPercentage({ points: 0, gamesPlayed: 0 })).toBe(0);
  });

  it('shows three decimals in the standings (SPEC §9)', () => {
    expect(shownPointsPercentage({ points: 7, gamesPlayed: 9 })).toBe(0.389);
    expect(shownPointsPercentage({ points: 13, gamesPlayed: 10 })).toBe(0.65);
  });
});

describe('rankStandings', () => {
  it('gives 2 points a win and 1 an overtime or shootout loss', () => {
    const [row] = rankStandings([team('Boston', { wins: 6, losses: 2, otLosses: 2 })], []);
    expect(row).toMatchObject({ points: 14, pointsPercentage: 0.7, goalDifferential: 0, pointsRank: 1 });
  });

  // Each tie-breaker alone: the teams are equal on every earlier rule, and the one that should rank
  // first is named 'Z…' (the highest id) so the final rule would put it last if the rule were missing.
  const order = (teams: StandingTotals[], games: HeadToHeadGame[] = []) =>
    rankStandings(teams, games).map((r) => r.name);

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

  it('then by wins (shootout wins count here)', () => {
    expect(
      order([
        team('A fewer wins', {
          wins: 4,
          losses: 4,
          otLosses: 2,
          regulationWins: 3,
          regulationOvertimeWins: 3,
        }),
        team('Z more wins', {
          wins: 5,
          losses: 5,
          otLosses: 0,
          regulationWins: 3,
          regulationOvertimeWins: 3,
        }),
      ]),
    ).toEqual(['Z more wins', 'A fewer wins']);
  });

  it('then by the points earned in the games between the tied teams', () => {
    const game = (home: string, away: string, homeScore: number, awayScore: number): HeadToHeadGame => ({
      homeTeamId: home.charCodeAt(0),
      awayTeamId: away.charCodeAt(0),
      startAt: `2026-10-0${homeScore + awayScore}T19:00:00Z`,
      homeScore,
      awayScore,
      decidedIn: 'regulation',
    });
    const teams = [team('A lost the meetings', {}), team('Z won the meetings', {})];
    expect(order(teams, [game('Z', 'A', 3, 1), game('A', 'Z', 1, 2)])).toEqual([
      'Z won the meetings',
      'A lost the meetings',
    ]);
    expect(order(teams, [])).toEqual(['A lost the meetings', 'Z won the meetings']);
  });

  it('then by goals for', () => {
    expect(
      order([
        team('A fewer goals', { goalsFor: 30, goalsAgainst: 30 }),
        team('Z more goals', { goalsFor: 31, goalsAgainst: 31 }),
      ]),
    ).toEqual(['Z more goals', 'A fewer goals']);
  });

  it('falls back to the lower team id only when every rule ties, and numbers the ranks', () => {
    const ranked = rankStandings([team('Boston', {}), team('Anaheim', {})], []);
    expect(ranked.map((r) => [r.name, r.pointsRank])).toEqual([
      ['Anaheim', 1],
      ['Boston', 2],
    ]);
  });

  it('is the seeding’s order: the standings and the bracket rank teams alike', () => {
    const teams = [
      team('A', { wins: 6, losses: 4, goalsFor: 33 }),
      team('B', { wins: 6, losses: 3, otLosses: 1, regulationWins: 6, regulationOvertimeWins: 6 }),
      team('C', { wins: 5, losses: 3, otLosses: 2, regulationWins: 5 }),
      team('D', { wins: 6, losses: 4, goalsFor: 31, goalsAgainst: 28 }),
      team('E', { wins: 7, losses: 3 }),
    ];
    const records = teams.map((t) => ({ ...t, points: 2 * t.wins + t.otLosses }));
    const seeded = rankTeams(records, []).map((r) => r.team.name);
    expect(order(teams)).toEqual(seeded);
  });

  it('orders by the rules in turn: an earlier rule outweighs every later one', () => {
    const ranked = rankStandings(
      [
        team('A goals', { regulationWins: 3, regulationOvertimeWins: 3, goalsFor: 60 }),
        team('B overtime', { regulationWins: 3, regulationOvertimeWins: 4 }),
        team('C regulation', { regulationWins: 4, regulationOvertimeWins: 4, goalsFor: 10 }),
        team('D percentage', { gamesPlayed: 9, wins: 5, losses: 4, regulationWins: 0 }),
        team('E points', { wins: 6, losses: 4, regulationWins: 0, goalsFor: 0 }),
      ],
      [],
    );
    expect(ranked.map((r) => r.name)).toEqual([
      'E points',
      'D percentage',
      'C regulation',
      'B overtime',
      'A goals',
    ]);
  });
});
