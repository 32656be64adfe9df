import {
  LEADERBOARD_SIZE,
  LEADER_MIN_GAMES,
  formatGaa,
  formatPlusMinus,
  formatSavePercentage,
  type GoalieStats,
  type SkaterStats,
} from '@rinkside/domain';

export interface LeaderCategory<T> {
  value: string;
  label: string;
  stat: (row: T) => number;
  format: (row: T) => string;
  /** GAA: lower is better. */
  ascending?: boolean;
}

// SPEC §2 Stats leaders: Top Skaters tabs and Top Goalies tabs.
export const SKATER_CATEGORIES: LeaderCategory<SkaterStats>[] = [
  { value: 'points', label: 'Points', stat: (s) => s.points, format: (s) => String(s.points) },
  { value: 'goals', label: 'Goals', stat: (s) => s.goals, format: (s) => String(s.goals) },
  { value: 'assists', label: 'Assists', stat: (s) => s.assists, format: (s) => String(s.assists) },
  { value: 'plusMinus', label: '+/-', stat: (s) => s.plusMinus, format: (s) => formatPlusMinus(s.plusMinus) },
  { value: 'shots', label: 'Shots', stat: (s) => s.shots, format: (s) => String(s.shots) },
  { value: 'hits', label: 'Hits', stat: (s) => s.hits, format: (s) => String(s.hits) },
];

export const GOALIE_CATEGORIES: LeaderCategory<GoalieStats>[] = [
  { value: 'wins', label: 'Wins', stat: (g) => g.wins, format: (g) => String(g.wins) },
  {
    value: 'savePercentage',
    label: 'SV%',
    stat: (g) => g.savePercentage,
    format: (g) => formatSavePercentage(g.savePercentage, g.shotsAgainst),
  },
  {
    value: 'gaa',
    label: 'GAA',
    stat: (g) => g.goalsAgainstAverage,
    format: (g) => formatGaa(g.goalsAgainstAverage),
    ascending: true,
  },
  { value: 'saves', label: 'Saves', stat: (g) => g.saves, format: (g) => String(g.saves) },
];

/**
 * SPEC §5 leaderboards: the top 10 in a category among those with enough games (skaters 1,
 * goalies 2); ties go to fewer games played, then by name.
 */
export function topTen<T extends { gamesPlayed: number; lastName: string }>(
  rows: readonly T[],
  category: LeaderCategory<T>,
  minGames: number,
): T[] {
  const sign = category.ascending ? 1 : -1;
  return rows
    .filter((row) => row.gamesPlayed >= minGames)
    .sort(
      (a, b) =>
        sign * (category.stat(a) - category.stat(b)) ||
        a.gamesPlayed - b.gamesPlayed ||
        a.lastName.localeCompare(b.lastName),
    )
    .slice(0, LEADERBOARD_SIZE);
}

export const topSkaters = (rows: readonly SkaterStats[], category: LeaderCategory<SkaterStats>) =>
  topTen(rows, category, LEADER_MIN_GAMES.skater);
export const topGoalies = (rows: readonly GoalieStats[], category: LeaderCategory<GoalieStats>) =>
  topTen(rows, category, LEADER_MIN_GAMES.goalie);
