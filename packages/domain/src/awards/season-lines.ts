import { goalsAgainstAverage } from '../format';
import { pointsPercentage, standingPoints, type StandingTotals } from '../standings';
import type { GoalieStats, SkaterStats } from '../stats';

/** The parts of a skater's season line (the stats endpoint's row) that the awards read. */
export type SkaterLine = Pick<
  SkaterStats,
  | 'playerId'
  | 'teamId'
  | 'position'
  | 'gamesPlayed'
  | 'goals'
  | 'assists'
  | 'points'
  | 'plusMinus'
  | 'takeaways'
  | 'giveaways'
  | 'shotBlocks'
>;

/** The parts of a goalie's season line that the awards read; rates are recomputed from the totals. */
export type GoalieLine = Pick<
  GoalieStats,
  'playerId' | 'teamId' | 'gamesPlayed' | 'wins' | 'saves' | 'shotsAgainst' | 'goalsAgainst' | 'icetime'
>;

export type TeamSeasonTotals = Pick<StandingTotals, 'teamId' | 'gamesPlayed' | 'wins' | 'otLosses'>;

type NumericKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/**
 * One line a player: the stats rows split a traded player by team, so his totals are summed and he
 * counts for the team he played the most games for (the first listed on a tie).
 */
function mergeByPlayer<T extends { playerId: number; teamId: number; gamesPlayed: number }>(
  rows: readonly T[],
  totals: readonly NumericKey<T>[],
): T[] {
  const lines = new Map<number, { line: T; gamesForTeam: number }>();
  for (const row of rows) {
    const seen = lines.get(row.playerId);
    if (!seen) {
      lines.set(row.playerId, { line: { ...row }, gamesForTeam: row.gamesPlayed });
      continue;
    }
    const line: T = { ...seen.line };
    for (const key of totals) (line[key] as number) = (seen.line[key] as number) + (row[key] as number);
    const moved = row.gamesPlayed > seen.gamesForTeam;
    if (moved) line.teamId = row.teamId;
    lines.set(row.playerId, { line, gamesForTeam: moved ? row.gamesPlayed : seen.gamesForTeam });
  }
  return [...lines.values()].map((entry) => entry.line);
}

export const skaterSeasons = <T extends SkaterLine>(rows: readonly T[]): T[] =>
  mergeByPlayer<SkaterLine>(rows, [
    'gamesPlayed',
    'goals',
    'assists',
    'points',
    'plusMinus',
    'takeaways',
    'giveaways',
    'shotBlocks',
  ]) as T[];

export const goalieSeasons = <T extends GoalieLine>(rows: readonly T[]): T[] =>
  mergeByPlayer<GoalieLine>(rows, [
    'gamesPlayed',
    'wins',
    'saves',
    'shotsAgainst',
    'goalsAgainst',
    'icetime',
  ]) as T[];

/** Saves over shots against, 0 with none. */
export const savePercentage = (goalie: Pick<GoalieLine, 'saves' | 'shotsAgainst'>): number =>
  goalie.shotsAgainst === 0 ? 0 : goalie.saves / goalie.shotsAgainst;

export const goalieGaa = (goalie: Pick<GoalieLine, 'goalsAgainst' | 'icetime'>): number =>
  goalsAgainstAverage(goalie.goalsAgainst, goalie.icetime);

export interface GoalieAverages {
  savePercentage: number;
  goalsAgainstAverage: number;
}

/** The league's save % and GAA over every goalie's minutes, the bar each goalie is measured against. */
export function leagueGoalieAverages(goalies: readonly GoalieLine[]): GoalieAverages {
  const sum = (key: NumericKey<GoalieLine>) => goalies.reduce((total, g) => total + g[key], 0);
  return {
    savePercentage: savePercentage({ saves: sum('saves'), shotsAgainst: sum('shotsAgainst') }),
    goalsAgainstAverage: goalieGaa({ goalsAgainst: sum('goalsAgainst'), icetime: sum('icetime') }),
  };
}

/** Goals a goalie kept out beyond what the league's average save % would have: (SV% − league SV%) × shots. */
export const goalsSavedAboveAverage = (goalie: GoalieLine, league: GoalieAverages): number =>
  goalie.shotsAgainst * (savePercentage(goalie) - league.savePercentage);

/** The season's length in games: the most any team played (the most any player played without standings). */
export function seasonLength(
  standings: readonly TeamSeasonTotals[],
  lines: readonly { gamesPlayed: number }[] = [],
): number {
  const most = (rows: readonly { gamesPlayed: number }[]) => Math.max(0, ...rows.map((r) => r.gamesPlayed));
  return most(standings) || most(lines);
}

export interface TeamSeason {
  pointsPercentage: number;
  gamesPlayed: number;
}

/**
 * A team's points % and games by id. A team missing from the standings counts as a .500 team that
 * played the whole season, so a player is never dropped for a gap in the standings.
 */
export function teamSeasons(
  standings: readonly TeamSeasonTotals[],
  lines: readonly { gamesPlayed: number }[] = [],
): (teamId: number) => TeamSeason {
  const byTeam = new Map(
    standings.map((t) => [
      t.teamId,
      {
        pointsPercentage: pointsPercentage({ points: standingPoints(t), gamesPlayed: t.gamesPlayed }) ?? 0,
        gamesPlayed: t.gamesPlayed,
      },
    ]),
  );
  const unknown = { pointsPercentage: 0.5, gamesPlayed: seasonLength(standings, lines) };
  return (teamId) => byTeam.get(teamId) ?? unknown;
}
