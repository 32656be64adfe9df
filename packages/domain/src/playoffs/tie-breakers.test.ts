import { describe, expect, it } from 'vitest';
import type { HeadToHeadGame } from './head-to-head';
import { seasonRecord } from './season-record.fixture';
import { rankTeams, type SeasonRecord } from './tie-breakers';

// Each rule alone: the teams are level on every earlier rule, and the team that should rank first
// has the higher id, so the last rule (lower id first) would put it second if the rule were missing.
const ranking = (teams: SeasonRecord[], games: HeadToHeadGame[] = []) =>
  rankTeams(teams, games).map((r) => [r.team.teamId, r.aheadOfNextBy]);

describe('rankTeams (NHL Tie-Breaking Procedure)', () => {
  it('ranks more points first', () => {
    expect(ranking([seasonRecord(1, { wins: 40 }), seasonRecord(2, { wins: 41 })])).toEqual([
      [2, 'points'],
      [1, null],
    ]);
  });

  it('1. breaks a tie on points by points percentage (fewer games played)', () => {
    expect(
      ranking([
        seasonRecord(1, { gamesPlayed: 80, wins: 40 }),
        seasonRecord(2, { gamesPlayed: 79, wins: 40 }),
      ]),
    ).toEqual([
      [2, 'pointsPercentage'],
      [1, null],
    ]);
  });

  it('2. then by regulation wins', () => {
    expect(
      ranking([seasonRecord(1, { regulationWins: 30 }), seasonRecord(2, { regulationWins: 31 })]),
    ).toEqual([
      [2, 'regulationWins'],
      [1, null],
    ]);
  });

  it('3. then by regulation plus overtime wins (ROW)', () => {
    expect(
      ranking([
        seasonRecord(1, { regulationOvertimeWins: 35 }),
        seasonRecord(2, { regulationOvertimeWins: 37 }),
      ]),
    ).toEqual([
      [2, 'regulationOvertimeWins'],
      [1, null],
    ]);
  });

  it('4. then by total wins (fewer overtime losses for the same points)', () => {
    expect(
      ranking([seasonRecord(1, { wins: 40, otLosses: 2 }), seasonRecord(2, { wins: 41, otLosses: 0 })]),
    ).toEqual([
      [2, 'wins'],
      [1, null],
    ]);
  });

  it('6. then by goal differential, 7. then by goals for', () => {
    expect(ranking([seasonRecord(1, { goalsAgainst: 251 }), seasonRecord(2)])).toEqual([
      [2, 'goalDifferential'],
      [1, null],
    ]);
    expect(
      ranking([
        seasonRecord(1, { goalsFor: 250, goalsAgainst: 250 }),
        seasonRecord(2, { goalsFor: 260, goalsAgainst: 260 }),
      ]),
    ).toEqual([
      [2, 'goalsFor'],
      [1, null],
    ]);
  });

  it('finally puts the lower team id first, so the order never depends on input order', () => {
    const teams = [seasonRecord(3), seasonRecord(1), seasonRecord(2)];
    expect(ranking(teams)).toEqual([
      [1, 'teamId'],
      [2, 'teamId'],
      [3, null],
    ]);
    expect(ranking([...teams].reverse())).toEqual(ranking(teams));
  });

  it('orders a whole table by the first rule that separates each pair', () => {
    const teams = [
      seasonRecord(1, { wins: 40 }),
      seasonRecord(2, { wins: 42 }),
      seasonRecord(3, { wins: 40, regulationWins: 33 }),
    ];
    expect(ranking(teams)).toEqual([
      [2, 'points'],
      [3, 'regulationWins'],
      [1, null],
    ]);
  });
});
