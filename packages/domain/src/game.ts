import { z } from 'zod';
import { simulationDataSchema } from './simulation';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-10-07');
const realDate = isoDate.refine(
  (d) =>
    !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
  'Not a real date',
);

export const GAME_TYPES = ['regular', 'playoff'] as const;

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
});
export type ScheduledGame = z.infer<typeof scheduledGameSchema>;

export const scheduleResponseSchema = z.object({
  seasonId: z.number().int(),
  timeZone: z.string(),
  games: z.array(scheduledGameSchema),
});
export type ScheduleResponse = z.infer<typeof scheduleResponseSchema>;

/** SPEC §7 POST /simulation/game/create: one call per game of an uploaded schedule. */
export const createGameRequestSchema = z.object({
  seasonId: z.coerce.number().int().positive(),
  leagueId: z.coerce.number().int().positive(),
  homeTeamId: z.coerce.number().int().positive(),
  awayTeamId: z.coerce.number().int().positive(),
  /** 'yyyy-MM-dd' (the game starts at 19:00 in the league's time zone) or a full ISO date-time. */
  date: z.union([realDate, z.iso.datetime({ offset: true })], {
    message: 'date must be a real date like 2026-10-07',
  }),
  gameType: z.enum(GAME_TYPES).default('regular'),
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

export const generateScheduleRequestSchema = z.object({
  gamesPerTeam: z.number().int().min(1).max(100).default(82),
  startDate: realDate,
  endDate: realDate,
});
export type GenerateScheduleRequest = z.input<typeof generateScheduleRequestSchema>;

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
  /** '4 - 2' (home first), with ' (OT)' or ' (SO)'; null until simulated. */
  score: z.string().nullable(),
  simulationData: simulationDataSchema.nullable(),
});
export type GameListItem = z.infer<typeof gameListItemSchema>;

export const simulateRequestSchema = z.object({
  /** Simulate every game that starts on or before this day; omitted: the rest of the season. */
  until: realDate.optional(),
});

export const simulateResponseSchema = z.object({
  simulated: z.number().int(),
  remaining: z.number().int(),
});

export const gameIdParamsSchema = z.object({ gameId: z.coerce.number().int().positive() });

export const leagueGamesQuerySchema = z.object({ teamId: z.coerce.number().int().positive().optional() });
