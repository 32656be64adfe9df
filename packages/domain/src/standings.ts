import { z } from 'zod';

export const standingRowSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  conference: z.string().nullable(),
  division: z.string().nullable(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  /** Overtime and shootout losses. */
  otLosses: z.number().int(),
  points: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  regulationWins: z.number().int(),
  /** Regulation plus overtime wins (not shootout). */
  regulationOvertimeWins: z.number().int(),
  pointsPercentage: z.number(),
  goalDifferential: z.number().int(),
  pointsRank: z.number().int(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsResponseSchema = z.object({
  seasonId: z.number().int(),
  standings: z.array(standingRowSchema),
});

export type StandingTotals = Omit<
  StandingRow,
  'points' | 'pointsPercentage' | 'goalDifferential' | 'pointsRank'
>;

/** What a points percentage reads of a team's regular season (never its playoff games). */
export interface PointsRecord {
  points: number;
  gamesPlayed: number;
}

/**
 * A team's points percentage: its points over the two each game played could have given; null before
 * its first game, which each reader ranks as it must (the standings as 0, waivers and free agents as a
 * .500 team). Exact: equal fractions give equal numbers, so no rounding splits or joins two teams.
 */
export function pointsPercentage(record: PointsRecord): number | null {
  return record.gamesPlayed === 0 ? null : record.points / (2 * record.gamesPlayed);
}

/** SPEC §9: the standings show points percentage to three decimals, 0 with no games. */
export const shownPointsPercentage = (record: PointsRecord): number =>
  Math.round((pointsPercentage(record) ?? 0) * 1000) / 1000;

/** NHL points: two a win, one an overtime or shootout loss. */
export const standingPoints = (record: { wins: number; otLosses: number }): number =>
  2 * record.wins + record.otLosses;
