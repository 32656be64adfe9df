import { describe, expect, it } from 'vitest';
import {
  averageMetrics,
  backupStartShare,
  lineMinutes,
  manGamesLostPerTeam,
  marginShare,
  seasonMetrics,
  standardDeviation,
  type GoalieSeason,
  type SeasonTotals,
  type SkaterSeason,
  type TeamSeason,
} from './realism-metrics';

const skater = (playerId: string, s: Partial<SkaterSeason>): SkaterSeason => ({
  playerId,
  teamId: 1,
  defenseman: false,
  games: 82,
  goals: 0,
  assists: 0,
  shots: 0,
  ...s,
});
const goalie = (playerId: string, teamId: number, g: Partial<GoalieSeason>): GoalieSeason => ({
  playerId,
  teamId,
  games: 0,
  starts: 0,
  wins: 0,
  saves: 0,
  shotsAgainst: 0,
  ...g,
});
const team = (teamId: number, t: Partial<TeamSeason>): TeamSeason => ({
  teamId,
  games: 82,
  wins: 0,
  losses: 0,
  otLosses: 0,
  manGamesLost: 0,
  backToBacks: 0,
  ...t,
});

describe('backupStartShare', () => {
  it("counts every start but each team's busiest goalie", () => {
    const goalies = [
      goalie('a1', 1, { starts: 60 }),
      goalie('a2', 1, { starts: 22 }),
      goalie('b1', 2, { starts: 41 }),
      goalie('b2', 2, { starts: 30 }),
      goalie('b3', 2, { starts: 11 }),
    ];
    // Non-primary starts: 22 + 30 + 11 = 63 of 164.
    expect(backupStartShare(goalies)).toBeCloseTo(63 / 164, 10);
  });

  it('is 0 when each team starts one goalie', () => {
    expect(backupStartShare([goalie('a', 1, { starts: 82 }), goalie('b', 2, { starts: 82 })])).toBe(0);
  });
});

describe('standardDeviation', () => {
  it("is the population deviation of the league's teams", () => {
    expect(standardDeviation([80, 90, 100, 110])).toBeCloseTo(Math.sqrt(125), 10);
    expect(standardDeviation([])).toBe(0);
  });
});

describe('manGamesLostPerTeam', () => {
  it('averages the games missed over every team, the healthy ones too', () => {
    expect(manGamesLostPerTeam([team(1, { manGamesLost: 300 }), team(2, { manGamesLost: 0 })])).toBe(150);
  });
});

describe('marginShare', () => {
  it('counts the games won by at least that many goals, the threshold included', () => {
    // 1-goal 5, 2-goal 3, 3-goal 1, 4-goal 2, 6-goal 1: 12 games.
    const margins = [0, 5, 3, 1, 2, 0, 1];
    expect(marginShare(margins, 4)).toBeCloseTo(3 / 12, 10);
    expect(marginShare(margins, 5)).toBeCloseTo(1 / 12, 10);
    expect(marginShare([], 4)).toBe(0);
  });
});

describe('lineMinutes', () => {
  it("is a line's seconds per player-game, in minutes", () => {
    expect(lineMinutes({ seconds: 3 * 82 * 13 * 60, playerGames: 3 * 82 })).toBeCloseTo(13, 10);
    expect(lineMinutes(undefined)).toBe(0);
  });
});

describe('seasonMetrics', () => {
  const season: SeasonTotals = {
    games: 4,
    fights: 1,
    skaters: [
      skater('star', { goals: 60, assists: 70, shots: 400 }),
      skater('second', { goals: 30, assists: 70, shots: 200 }),
      skater('d', { defenseman: true, goals: 10, assists: 40, shots: 200 }),
    ],
    goalies: [
      goalie('g1', 1, { games: 60, starts: 60, wins: 40, saves: 920, shotsAgainst: 1000 }),
      goalie('g2', 1, { games: 24, starts: 22, wins: 10, saves: 950, shotsAgainst: 1000 }),
      goalie('g3', 2, { games: 82, starts: 82, wins: 30, saves: 880, shotsAgainst: 1000 }),
    ],
    teams: [
      team(1, { wins: 50, losses: 25, otLosses: 7, manGamesLost: 200, backToBacks: 12 }),
      team(2, { wins: 30, losses: 42, otLosses: 10, manGamesLost: 100, backToBacks: 16 }),
    ],
    margins: [0, 2, 1, 0, 1],
    forwardLines: [19, 16, 13, 10].map((minutes) => ({ seconds: minutes * 60 * 6, playerGames: 6 })),
  };
  const m = seasonMetrics(season);

  it('reads the scoring race', () => {
    expect(m).toMatchObject({ topPoints: 130, hundredPointPlayers: 2, topGoals: 60, fiftyGoalScorers: 1 });
    expect(m.fortyGoalScorers).toBe(1);
    expect(m.tenthPoints).toBe(0);
    expect(m.topTenSpread).toBe(130);
    expect(m.assistsPerGoal).toBeCloseTo(180 / 100, 10);
  });

  it('splits goals and shooting between defensemen and forwards', () => {
    expect(m.defensemenGoalShare).toBeCloseTo(0.1, 10);
    expect(m.defensemenShootingPct).toBeCloseTo(0.05, 10);
    expect(m.forwardsShootingPct).toBeCloseTo(0.15, 10);
  });

  it('qualifies goalies at 25 games for the save-percentage extremes', () => {
    expect(m).toMatchObject({ goalieGamesLeader: 82, goalieWinsLeader: 40 });
    expect(m.bestQualifiedSavePct).toBeCloseTo(0.92, 10);
    expect(m.worstQualifiedSavePct).toBeCloseTo(0.88, 10);
    expect(m.backupStartShare).toBeCloseTo(22 / 164, 10);
  });

  it('scores the standings two points a win and one an overtime loss', () => {
    expect(m).toMatchObject({ bestTeamPoints: 107, worstTeamPoints: 70, manGamesLostPerTeam: 150 });
    expect(m.teamPointsSd).toBeCloseTo(18.5, 10);
    expect(m.fightsPerGame).toBe(0.25);
    expect(m.backToBacksPerTeam).toBe(14);
  });

  it('counts a 40-goal scorer at 40, not at 39', () => {
    const race = seasonMetrics({
      ...season,
      skaters: [skater('a', { goals: 40 }), skater('b', { goals: 39 }), skater('c', { goals: 41 })],
    });
    expect(race.fortyGoalScorers).toBe(2);
  });

  it('reads lopsided games and the forward lines in order', () => {
    expect(m.fourGoalMarginShare).toBeCloseTo(1 / 4, 10);
    expect(m.fiveGoalMarginShare).toBe(0);
    expect([m.firstLineToi, m.secondLineToi, m.thirdLineToi, m.fourthLineToi]).toEqual([19, 16, 13, 10]);
  });

  it('averages each metric over seasons', () => {
    const twice = averageMetrics([m, { ...m, topPoints: 110 }]);
    expect(twice.topPoints).toBe(120);
    expect(twice.teamPointsSd).toBeCloseTo(18.5, 10);
  });
});
