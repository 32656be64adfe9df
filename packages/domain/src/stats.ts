import { z } from 'zod';
import { idSchema } from './ids';
import {
  goalieShotMetricsSchema,
  situationMetricsSchema,
  skaterShotMetricsSchema,
} from './rink/game-analytics';

// Issue 14: playoff statistics are kept apart from the regular season's.
export const SEASON_TYPES = ['regular', 'playoff'] as const;
export type SeasonType = (typeof SEASON_TYPES)[number];
export const SEASON_TYPE_NAMES: Record<SeasonType, string> = {
  regular: 'Regular Season',
  playoff: 'Playoffs',
};

/** `?seasonType=regular|playoff&seasonId=` on standings and stats; the active season's regular season by default. */
export const statsQuerySchema = z.object({
  seasonType: z.enum(SEASON_TYPES, { error: "must be 'regular' or 'playoff'" }).default('regular'),
  seasonId: idSchema.optional(),
});
export type StatsQuery = z.input<typeof statsQuerySchema>;

// SPEC §3 skater, goalie and team stats (season totals).
export const skaterStatsSchema = z.object({
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int(),
  position: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  gamesPlayed: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  points: z.number().int(),
  shots: z.number().int(),
  hits: z.number().int(),
  pim: z.number().int(),
  plusMinus: z.number().int(),
  ppGoals: z.number().int(),
  /** Average seconds on the ice a game. */
  icetime: z.number().int(),
  icetimeFormatted: z.string(),
  giveaways: z.number().int(),
  takeaways: z.number().int(),
  shotBlocks: z.number().int(),
  faceoffsWon: z.number().int(),
  faceoffsTaken: z.number().int(),
  /** Percent with one decimal; null with no faceoffs taken. */
  faceoffPercentage: z.number().nullable(),
  /** Season sums of the games' analytics (Corsi, Fenwick, expected goals; docs/decisions/051). */
  shotMetrics: skaterShotMetricsSchema.optional(),
});
export type SkaterStats = z.infer<typeof skaterStatsSchema>;

export const goalieStatsSchema = z.object({
  playerId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  otLosses: z.number().int(),
  goalsAgainstAverage: z.number(),
  gaa: z.number(),
  /** Fraction, e.g. 0.912; 0 with no shots against. */
  savePercentage: z.number(),
  shutouts: z.number().int(),
  saves: z.number().int(),
  shotsAgainst: z.number().int(),
  goalsAgainst: z.number().int(),
  /** Seconds in net. */
  icetime: z.number().int(),
  /** Unblocked attempts faced, their expected goals, goals saved above expected. */
  shotMetrics: goalieShotMetricsSchema.optional(),
});
export type GoalieStats = z.infer<typeof goalieStatsSchema>;

export const teamStatsSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  otLosses: z.number().int(),
  points: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  powerPlays: z.number().int(),
  powerPlayGoals: z.number().int(),
  /** Times shorthanded. */
  penaltyKills: z.number().int(),
  penaltyKillGoalsAgainst: z.number().int(),
  shots: z.number().int(),
  shotsAgainst: z.number().int(),
  hits: z.number().int(),
  pim: z.number().int(),
  /** Corsi, Fenwick and expected goals for and against, all situations and 5-on-5. */
  shotMetrics: situationMetricsSchema.optional(),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const leagueStatsResponseSchema = z.object({
  seasonId: z.number().int(),
  playerStats: z.array(skaterStatsSchema),
  goalieStats: z.array(goalieStatsSchema),
});
export type LeagueStatsResponse = z.infer<typeof leagueStatsResponseSchema>;

export const teamStatsResponseSchema = z.object({
  seasonId: z.number().int(),
  teamStats: z.array(teamStatsSchema),
});

export const gameLogEntrySchema = z.object({
  gameId: z.number().int(),
  date: z.string(),
  opponent: z.string(),
  home: z.boolean(),
  /** 'W 4-2', 'L 1-3 (OT)'... from the player's team's view. */
  result: z.string(),
  goals: z.number().int(),
  assists: z.number().int(),
  points: z.number().int(),
  shots: z.number().int(),
  plusMinus: z.number().int(),
  icetime: z.number().int(),
  saves: z.number().int().nullable(),
  shotsAgainst: z.number().int().nullable(),
  goalsAgainst: z.number().int().nullable(),
  decision: z.enum(['W', 'L', 'OTL']).nullable(),
});
export type GameLogEntry = z.infer<typeof gameLogEntrySchema>;

export const playerStatsResponseSchema = z.object({
  playerId: z.number().int(),
  kind: z.enum(['skater', 'goalie']),
  skater: skaterStatsSchema.nullable(),
  goalie: goalieStatsSchema.nullable(),
  gameLog: z.array(gameLogEntrySchema),
});
export type PlayerStatsResponse = z.infer<typeof playerStatsResponseSchema>;

// SPEC §5/§9 leaderboards: top 10; goalies need at least 2 games, skaters 1.
export const LEADERBOARD_SIZE = 10;
export const LEADER_MIN_GAMES = { skater: 1, goalie: 2 } as const;
export const STATS_PAGE_SIZE = 50;

/**
 * `GET /api/league/{leagueId}/player/{playerId}/shots` and `…/team/{teamId}/shots?against=`: a season's
 * shot attempts for a season shot map: a player's, a team's, or (`against=true`) those a team allowed.
 */
export const seasonShotsQuerySchema = statsQuerySchema;
export const teamShotsQuerySchema = statsQuerySchema.extend({
  against: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default('false')
    .transform((v) => v === 'true'),
});
export type TeamShotsQuery = z.input<typeof teamShotsQuerySchema>;

/** A season shot: [x, y, kind, xg] in the shooting team's frame (rink.ts); kind G goal, S on goal, M missed, B blocked. */
export const seasonShotSchema = z.tuple([z.number(), z.number(), z.enum(['G', 'S', 'M', 'B']), z.number()]);
export type SeasonShot = z.infer<typeof seasonShotSchema>;

export const seasonShotsResponseSchema = z.object({
  seasonId: z.number().int(),
  seasonType: z.enum(SEASON_TYPES),
  /** Games the team or player played in that season type. */
  gamesPlayed: z.number().int(),
  shots: z.array(seasonShotSchema),
});
export type SeasonShotsResponse = z.infer<typeof seasonShotsResponseSchema>;
