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

/** SPEC §9: points / (2 × games played), three decimals, 0 with no games. */
export function pointsPercentage(points: number, gamesPlayed: number): number {
  return gamesPlayed === 0 ? 0 : Math.round((points / (2 * gamesPlayed)) * 1000) / 1000;
}

/** NHL points: two a win, one an overtime or shootout loss. */
export const standingPoints = (record: { wins: number; otLosses: number }): number =>
  2 * record.wins + record.otLosses;

/** Standings in order: points, then the NHL tie-breakers (points %, RW, ROW, goal differential). */
export function rankStandings(teams: readonly StandingTotals[]): StandingRow[] {
  const rows = teams.map((t) => {
    const points = standingPoints(t);
    return {
      ...t,
      points,
      pointsPercentage: pointsPercentage(points, t.gamesPlayed),
      goalDifferential: t.goalsFor - t.goalsAgainst,
      pointsRank: 0,
    };
  });
  rows.sort(
    (a, b) =>
      b.points - a.points ||
      b.pointsPercentage - a.pointsPercentage ||
      b.regulationWins - a.regulationWins ||
      b.regulationOvertimeWins - a.regulationOvertimeWins ||
      b.goalDifferential - a.goalDifferential ||
      a.name.localeCompare(b.name),
  );
  return rows.map((row, i) => ({ ...row, pointsRank: i + 1 }));
}
