import { z } from 'zod';
import { decidedInSchema } from './game-result';
import { lineupSlotSchema } from './lineup';
import { READINESS_CODES } from './lineup-readiness';

// GET /api/league/{id}/desk: the GM's desk (issue 15), the signed-in GM's team in one league.

const teamRefSchema = z.object({ teamId: z.number().int(), name: z.string(), abbreviation: z.string() });

export const deskProblemSchema = z.object({
  code: z.enum(READINESS_CODES),
  severity: z.enum(['problem', 'note']),
  slot: lineupSlotSchema.nullable(),
  playerId: z.number().int().nullable(),
  message: z.string(),
  fix: z.enum(['auto', 'lines', 'depth-chart']),
});
export type DeskProblem = z.infer<typeof deskProblemSchema>;

export const deskNextGameSchema = z.object({
  gameId: z.number().int(),
  opponent: teamRefSchema,
  home: z.boolean(),
  /** ISO instant the game starts. */
  startAt: z.string(),
  /** The league-local day 'YYYY-MM-DD' it is played on. */
  gameDay: z.string(),
  gameType: z.enum(['regular', 'playoff']),
});
export type DeskNextGame = z.infer<typeof deskNextGameSchema>;

export const deskResultSchema = z.object({
  gameId: z.number().int(),
  opponent: teamRefSchema,
  home: z.boolean(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  outcome: z.enum(['W', 'L', 'OTL']),
  decidedIn: decidedInSchema,
  gameDay: z.string(),
});
export type DeskResult = z.infer<typeof deskResultSchema>;

const leaderSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  value: z.number(),
  gamesPlayed: z.number().int(),
});
export type DeskLeader = z.infer<typeof leaderSchema>;

export const deskResponseSchema = z.object({
  leagueId: z.number().int(),
  /** Null for a commissioner who runs no team: he sees his own items only. */
  team: teamRefSchema.nullable(),
  nextGame: deskNextGameSchema.nullable(),
  /** Null without a team or a next game. */
  readiness: z.object({ ready: z.boolean(), problems: z.array(deskProblemSchema) }).nullable(),
  attention: z.object({
    /** Applications waiting on the commissioner's decision; null for anyone else. */
    pendingApplications: z.number().int().nullable(),
    unreadMessages: z.number().int(),
  }),
  /** Newest first. */
  lastFive: z.array(deskResultSchema),
  leaders: z.object({
    points: leaderSchema.nullable(),
    goals: leaderSchema.nullable(),
    /** Save percentage as a fraction (0.915); the goalie with the most games played qualifies first. */
    savePercentage: leaderSchema.nullable(),
  }),
  /** The team's place in this season's standings; null before the season has standings. */
  rank: z
    .object({
      league: z.number().int(),
      leagueTeams: z.number().int(),
      conference: z.string().nullable(),
      conferenceRank: z.number().int().nullable(),
      conferenceTeams: z.number().int().nullable(),
      points: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      otLosses: z.number().int(),
    })
    .nullable(),
});
export type DeskResponse = z.infer<typeof deskResponseSchema>;

/** POST /api/league/{id}/desk/fix-lineup: the slots replaced, and the desk after. */
export const fixLineupResponseSchema = z.object({
  replaced: z.array(
    z.object({ slot: lineupSlotSchema, out: z.number().int().nullable(), in: z.number().int() }),
  ),
  desk: deskResponseSchema,
});
export type FixLineupResponse = z.infer<typeof fixLineupResponseSchema>;

/** Where the web sends a GM to fix what the desk cannot fix by itself. */
export function deskFixHref(leagueId: number, teamId: number, fix: DeskProblem['fix']): string {
  return `/league/${leagueId}/team/${teamId}/${fix === 'depth-chart' ? 'depth-chart' : 'lines'}`;
}
