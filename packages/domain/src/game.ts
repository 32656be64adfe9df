import { z } from 'zod';
import { calendarDateSchema, dayOrDateTimeSchema } from './dates';
import { idSchema, seasonQuerySchema } from './ids';
import { decidedInSchema } from './game-result';
import { apiErrorSchema } from './errors';
import { simulationDataSchema } from './simulation';

export const GAME_TYPES = ['regular', 'playoff'] as const;

/** A played game's result as data (read it with `resultOf`); all three null until simulated. */
const resultFields = {
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
  decidedIn: decidedInSchema.nullable(),
};

/** SPEC §3 scheduled game (calendar). */
export const scheduledGameSchema = z.object({
  gameId: z.number().int(),
  /** 'yyyy-MM-dd' in the league's time zone. */
  date: z.string(),
  /** ISO instant the game starts. */
  startAt: z.string(),
  home: z.string(),
  away: z.string(),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  isSimulated: z.boolean(),
  ...resultFields,
});
export type ScheduledGame = z.infer<typeof scheduledGameSchema>;

export const scheduleResponseSchema = z.object({
  seasonId: z.number().int(),
  timeZone: z.string(),
  games: z.array(scheduledGameSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** How many of the season's next games the league home lists. */
export const SEASON_PROGRESS_UPCOMING = 6;

/**
 * GET /league/{id}/schedule/progress: how far a season has gone and its next unplayed games, soonest
 * first, for the league home, which needs no other game of the season's (the active season's without
 * ?seasonId=).
 */
export const seasonProgressResponseSchema = z.object({
  seasonId: z.number().int(),
  timeZone: z.string(),
  total: z.number().int(),
  played: z.number().int(),
  upcoming: z.array(scheduledGameSchema).max(SEASON_PROGRESS_UPCOMING),
});
export type SeasonProgressResponse = z.infer<typeof seasonProgressResponseSchema>;

/** SPEC §7 POST /simulation/game/create: one call per game of an uploaded schedule. */
export const createGameRequestSchema = z.object({
  seasonId: idSchema,
  leagueId: idSchema,
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  /** 'yyyy-MM-dd' (the game starts at 19:00 in the league's time zone) or a full ISO date-time. */
  date: dayOrDateTimeSchema,
  gameType: z.enum(GAME_TYPES).default('regular'),
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/**
 * POST /league/{leagueId}/schedule/generate (commissioner). Without dates the schedule starts the day
 * after the league day (`defaultScheduleDates`). A game placed at or before the league's now is refused
 * with 409 and the count unless `playPastGames` confirms that those games are played at once.
 */
export const generateScheduleRequestSchema = z.object({
  gamesPerTeam: z.number().int().min(1).max(100).default(82),
  startDate: calendarDateSchema.optional(),
  endDate: calendarDateSchema.optional(),
  playPastGames: z.boolean().default(false),
});
export type GenerateScheduleRequest = z.input<typeof generateScheduleRequestSchema>;
// The rules that fill in and check a generated schedule's dates, with the request they serve.
export * from './schedule-dates';

/** The 409 of a schedule that would play games at once: how many, and the first day that would play none. */
export const scheduleGamesDueSchema = apiErrorSchema.extend({
  gamesDueAtOnce: z.number().int().optional(),
  startOnOrAfter: z.string().optional(),
});
export type ScheduleGamesDue = z.infer<typeof scheduleGamesDueSchema>;

/** SPEC §3 Game list item. `simulationData` only when asked for, or from GET /simulation/game/{id}. */
export const gameListItemSchema = z.object({
  gameId: z.number().int(),
  home: z.string(),
  away: z.string(),
  homeTeamId: z.number().int(),
  awayTeamId: z.number().int(),
  homeAbbreviation: z.string(),
  awayAbbreviation: z.string(),
  date: z.string(),
  isSimulated: z.boolean(),
  ...resultFields,
  /** SPEC §3's text for clients written against it: '4 - 2' (home first), ' (OT)' or ' (SO)' after. */
  score: z.string().nullable(),
  simulationData: simulationDataSchema.nullable(),
});
export type GameListItem = z.infer<typeof gameListItemSchema>;

/** GET /simulation/game/{id}: the game, with the time zone its league keeps its clock and dates in. */
export const gameDetailSchema = gameListItemSchema.extend({ timeZone: z.string() });
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const simulateRequestSchema = z.object({
  /** Simulate every game that starts on or before this day; omitted: the rest of the season. */
  until: calendarDateSchema.optional(),
});

export const simulateResponseSchema = z.object({
  simulated: z.number().int(),
  remaining: z.number().int(),
});

export const gameIdParamsSchema = z.object({ gameId: idSchema });

/**
 * `?seasonId=` on the schedule and the Game Center's lists: one season's games, the active season's
 * without it (a finished season stays browsable after the rollover).
 */
export const seasonGamesQuerySchema = seasonQuerySchema;

/** `?teamId=&seasonId=` on a league's games: one team's, of one season (the active one by default). */
export const leagueGamesQuerySchema = seasonQuerySchema.extend({ teamId: idSchema.optional() });
