import type { GoalieStats, SkaterStats } from '@rinkside/domain';
import { describe, expect, it } from 'vitest';
import { GOALIE_CATEGORIES, SKATER_CATEGORIES, topGoalies, topSkaters } from './leaders';

const skater = (id: number, gamesPlayed: number, points: number, plusMinus = 0) =>
  ({ playerId: id, lastName: `S${id}`, gamesPlayed, points, plusMinus }) as SkaterStats;
const goalie = (id: number, gamesPlayed: number, gaa: number, savePercentage: number) =>
  ({
    playerId: id,
    lastName: `G${id}`,
    gamesPlayed,
    goalsAgainstAverage: gaa,
    savePercentage,
    shotsAgainst: 30,
  }) as GoalieStats;
const category = <T extends { value: string }>(list: T[], value: string) =>
  list.find((c) => c.value === value) as T;

describe('leaderboards (SPEC §5, §9)', () => {
  it('ranks the top 10 skaters with at least one game, ties to fewer games', () => {
    const rows = [
      skater(1, 0, 50),
      ...Array.from({ length: 12 }, (_, i) => skater(i + 2, 3, i)),
      skater(20, 2, 11),
    ];
    const top = topSkaters(rows, category(SKATER_CATEGORIES, 'points'));
    expect(top).toHaveLength(10);
    expect(top.map((s) => s.playerId).slice(0, 3)).toEqual([20, 13, 12]);
    expect(top.some((s) => s.playerId === 1)).toBe(false);
  });

  it('formats +/- with its sign', () => {
    const plusMinus = category(SKATER_CATEGORIES, 'plusMinus');
    expect(plusMinus.format(skater(1, 1, 0, 3))).toBe('+3');
    expect(plusMinus.format(skater(1, 1, 0, -2))).toBe('-2');
  });

  it('needs two games for goalies; GAA ranks lowest first, SV% highest first with 3 decimals', () => {
    const rows = [goalie(1, 1, 0.5, 0.99), goalie(2, 2, 2.5, 0.91), goalie(3, 5, 1.75, 0.925)];
    expect(topGoalies(rows, category(GOALIE_CATEGORIES, 'gaa')).map((g) => g.playerId)).toEqual([3, 2]);
    const sv = category(GOALIE_CATEGORIES, 'savePercentage');
    expect(topGoalies(rows, sv).map((g) => sv.format(g))).toEqual(['.925', '.910']);
    expect(category(GOALIE_CATEGORIES, 'gaa').format(goalie(1, 2, 2.5, 0.9))).toBe('2.50');
  });
});
