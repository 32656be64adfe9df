import { describe, expect, it } from 'vitest';
import { leaderRows, leadersOnly } from './league-leaders';
import type { GoalieStats, LeagueStatsResponse, SkaterStats } from './stats';

const skater = (playerId: number, goals: number, assists: number, gamesPlayed = 10) =>
  ({ playerId, goals, assists, points: goals + assists, gamesPlayed }) as SkaterStats;
const goalie = (playerId: number, wins: number, savePercentage: number, gamesPlayed = 10) =>
  ({ playerId, wins, savePercentage, gamesPlayed }) as GoalieStats;

const stats = (playerStats: SkaterStats[], goalieStats: GoalieStats[]): LeagueStatsResponse => ({
  seasonId: 1,
  playerStats,
  goalieStats,
});

const ids = (s: LeagueStatsResponse) => {
  const r = leaderRows(s);
  return [r.points, r.goals, r.assists, r.wins].map((row) => row?.playerId);
};

describe("the league home's leaders", () => {
  it('takes the first of equals in the list order, and a goalie by wins then save percentage', () => {
    const season = stats(
      [skater(1, 10, 20), skater(2, 20, 10), skater(3, 5, 25), skater(4, 20, 1)],
      [goalie(7, 8, 0.91), goalie(8, 9, 0.89), goalie(9, 9, 0.92)],
    );
    expect(ids(season)).toEqual([1, 2, 3, 9]);
  });

  it('counts a skater with a game and a goalie with two', () => {
    const season = stats(
      [skater(1, 50, 50, 0), skater(2, 1, 0)],
      [goalie(7, 2, 0.95, 1), goalie(8, 1, 0.8, 2)],
    );
    expect(ids(season)).toEqual([2, 2, 2, 8]);
  });

  it("keeps only the leaders' rows, once each and in order, and they pick the same leaders", () => {
    const season = stats(
      [skater(1, 10, 20), skater(2, 20, 10), skater(3, 5, 25), skater(4, 20, 1), skater(5, 0, 0)],
      [goalie(7, 8, 0.91), goalie(9, 9, 0.92)],
    );
    const only = leadersOnly(season);
    expect(only.playerStats.map((s) => s.playerId)).toEqual([1, 2, 3]);
    expect(only.goalieStats.map((g) => g.playerId)).toEqual([9]);
    expect(ids(only)).toEqual(ids(season));
    expect(leadersOnly(stats([], []))).toEqual(stats([], []));
  });
});
