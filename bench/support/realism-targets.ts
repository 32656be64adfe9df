// What a season should look like (issues 13 and 30), with the NHL's 2021-22..2024-25 seasons beside it.
import type { RealismMetrics } from '../../scripts/realism-metrics';

export interface RealismTarget {
  key: keyof RealismMetrics;
  label: string;
  min: number;
  max: number;
  /** The NHL's figures over the four seasons, as a fan would quote them. */
  nhl: string;
  /** How the number prints: a count, a ratio, a percentage, a save percentage or minutes. */
  format: 'count' | 'decimal' | 'percent' | 'savePct' | 'minutes';
  /** Held by every season, not only by the mean over them (issue 30: the top scorer, each season). */
  everySeason?: true;
}

export const REALISM_TARGETS: readonly RealismTarget[] = [
  // Art Ross: McDavid 123 (2021-22) and 153 (2022-23), Kucherov 144 (2023-24) and 121 (2024-25).
  {
    key: 'topPoints',
    label: 'top scorer, points (each season)',
    min: 110,
    max: 160,
    nhl: '121-153',
    format: 'count',
    everySeason: true,
  },
  { key: 'tenthPoints', label: '10th scorer, points', min: 90, max: 115, nhl: '~95-105', format: 'count' },
  // The top scorer's lead over the 10th (NHL.com scoring leaders): 123-96 (2021-22), 153-101 (2022-23),
  // 144-96 (2023-24), 121-88 (2024-25).
  {
    key: 'topTenSpread',
    label: 'top scorer minus 10th, points',
    min: 20,
    max: 60,
    nhl: '27-52',
    format: 'count',
  },
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
  // 17 in 2021-22 and 19 in 2022-23 (TSN, 'By the numbers: recapping the year of the goal scorer'), 16-17 in
  // 2023-24 (The Hockey News: 35 players scored 40 in 2021-24, 14 of them more than once), about 8 in 2024-25
  // (NHL.com goal leaders: Draisaitl 52 down to Guentzel and Connor 41): about 15 a season. The band is for
  // the mean over the seasons played, so narrower than the NHL's seasons.
  { key: 'fortyGoalScorers', label: '40-goal scorers', min: 10, max: 18, nhl: '8-19', format: 'count' },
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
  // Final scores of 615 NHL regular-season games (Oct-Nov 2021, Feb-Mar 2024, Nov 2025; NHL API results as
  // kept in github.com/88jackcarr/NHL-odds-betting data/games.csv): 104 won by 4+ goals (16.9 %), 36 by 5+
  // (5.9 %). Empty-net goals and the shootout's goal count, as in the standings.
  {
    key: 'fourGoalMarginShare',
    label: 'games won by 4+ goals',
    min: 0.13,
    max: 0.21,
    nhl: '~17%',
    format: 'percent',
  },
  {
    key: 'fiveGoalMarginShare',
    label: 'games won by 5+ goals',
    min: 0.035,
    max: 0.085,
    nhl: '~6%',
    format: 'percent',
  },
  // Ice time a game of each forward of a line, all situations (issue 30's NHL figures). Twelve forwards share
  // about 177 forward-minutes a game (three a side at even strength, two short-handed), 14.7 each; the
  // lines' midpoints 19, 16.5, 13 and 10 average 14.6.
  {
    key: 'firstLineToi',
    label: 'first-line forward, minutes',
    min: 17.5,
    max: 20.5,
    nhl: '~18-20',
    format: 'minutes',
  },
  {
    key: 'secondLineToi',
    label: 'second-line forward, minutes',
    min: 15,
    max: 18,
    nhl: '~16-17',
    format: 'minutes',
  },
  {
    key: 'thirdLineToi',
    label: 'third-line forward, minutes',
    min: 12,
    max: 14,
    nhl: '~12-14',
    format: 'minutes',
  },
  {
    key: 'fourthLineToi',
    label: 'fourth-line forward, minutes',
    min: 9,
    max: 11,
    nhl: '~9-11',
    format: 'minutes',
  },
];

export const isInside = (target: RealismTarget, value: number): boolean =>
  value >= target.min && value <= target.max;

/** A target is met by the mean over the seasons, and by each season when it says so. */
export const isMet = (target: RealismTarget, mean: number, seasons: readonly number[]): boolean =>
  isInside(target, mean) && (!target.everySeason || seasons.every((v) => isInside(target, v)));

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
    case 'minutes': {
      const seconds = Math.round(value * 60);
      return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    }
  }
}
