// What a season should look like (issue 13), with the NHL's 2021-22..2024-25 seasons beside it.
import type { RealismMetrics } from '../../scripts/realism-metrics';

export interface RealismTarget {
  key: keyof RealismMetrics;
  label: string;
  min: number;
  max: number;
  /** The NHL's figures over the four seasons, as a fan would quote them. */
  nhl: string;
  /** How the number prints: a count, a ratio, a percentage or a save percentage. */
  format: 'count' | 'decimal' | 'percent' | 'savePct';
}

export const REALISM_TARGETS: readonly RealismTarget[] = [
  { key: 'topPoints', label: 'top scorer, points', min: 110, max: 160, nhl: '121-153', format: 'count' },
  { key: 'tenthPoints', label: '10th scorer, points', min: 90, max: 115, nhl: '~95-105', format: 'count' },
  {
    key: 'hundredPointPlayers',
    label: 'players with 100+ points',
    min: 3,
    max: 15,
    nhl: '6-11',
    format: 'count',
  },
  { key: 'topGoals', label: 'top goal scorer, goals', min: 50, max: 75, nhl: '52-69', format: 'count' },
  { key: 'fiftyGoalScorers', label: '50-goal scorers', min: 1, max: 6, nhl: '1-4', format: 'count' },
  { key: 'assistsPerGoal', label: 'assists per goal', min: 1.55, max: 1.85, nhl: '~1.70', format: 'decimal' },
  {
    key: 'defensemenGoalShare',
    label: "defensemen's share of goals",
    min: 0.12,
    max: 0.2,
    nhl: '~16%',
    format: 'percent',
  },
  {
    key: 'defensemenShootingPct',
    label: 'defensemen shooting %',
    min: 0.04,
    max: 0.07,
    nhl: '5-6%',
    format: 'percent',
  },
  {
    key: 'forwardsShootingPct',
    label: 'forwards shooting %',
    min: 0.1,
    max: 0.125,
    nhl: '~11%',
    format: 'percent',
  },
  {
    key: 'goalieGamesLeader',
    label: 'most games by a goalie',
    min: 58,
    max: 72,
    nhl: '60-67',
    format: 'count',
  },
  {
    key: 'goalieWinsLeader',
    label: 'most wins by a goalie',
    min: 35,
    max: 50,
    nhl: '37-47',
    format: 'count',
  },
  {
    key: 'backupStartShare',
    label: "backups' share of starts",
    min: 0.2,
    max: 0.35,
    nhl: '~30%',
    format: 'percent',
  },
  {
    key: 'bestQualifiedSavePct',
    label: 'best save % (25+ GP)',
    min: 0.915,
    max: 0.94,
    nhl: '.921-.938',
    format: 'savePct',
  },
  {
    key: 'worstQualifiedSavePct',
    label: 'worst save % (25+ GP)',
    min: 0.865,
    max: 0.895,
    nhl: '~.875-.890',
    format: 'savePct',
  },
  {
    key: 'teamPointsSd',
    label: 'team points, standard deviation',
    min: 12,
    max: 20,
    nhl: '14-17',
    format: 'decimal',
  },
  { key: 'bestTeamPoints', label: 'best team, points', min: 110, max: 135, nhl: '114-135', format: 'count' },
  { key: 'worstTeamPoints', label: 'worst team, points', min: 45, max: 65, nhl: '47-58', format: 'count' },
  {
    key: 'manGamesLostPerTeam',
    label: 'man-games lost to injury / team',
    min: 150,
    max: 450,
    nhl: '~250-350',
    format: 'count',
  },
  {
    key: 'fightsPerGame',
    label: 'fights per game',
    min: 0.18,
    max: 0.32,
    nhl: '0.25-0.26',
    format: 'decimal',
  },
  {
    key: 'backToBacksPerTeam',
    label: 'back-to-backs / team (schedule)',
    min: 10,
    max: 18,
    nhl: '~12-16',
    format: 'count',
  },
];

export const isInside = (target: RealismTarget, value: number): boolean =>
  value >= target.min && value <= target.max;

export function formatValue(format: RealismTarget['format'], value: number): string {
  switch (format) {
    case 'count':
      return value.toFixed(value >= 100 || Number.isInteger(value) ? 0 : 1);
    case 'decimal':
      return value.toFixed(2);
    case 'percent':
      return `${(value * 100).toFixed(1)}%`;
    case 'savePct':
      return value.toFixed(3).replace(/^0/, '');
  }
}
