import { z } from 'zod';
import { SEASON_TYPES } from './stats';

const idSchema = z.number().int();
const count = z.number().int();

/** '2026–27' for a season starting in 2026: how career rows, banners and the history name a season. */
export const seasonLabel = (startYear: number): string =>
  `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`;

const careerTeamSchema = z.object({ id: idSchema, name: z.string(), abbreviation: z.string() });

/** Where a career row was played: one season, one of its parts, one team (a traded player has two). */
const careerRowPlaceSchema = z.object({
  seasonId: idSchema,
  /** '2026–27' (seasonLabel). */
  seasonLabel: z.string(),
  seasonType: z.enum(SEASON_TYPES),
  team: careerTeamSchema,
});

export const skaterLineSchema = z.object({
  gamesPlayed: count,
  goals: count,
  assists: count,
  points: count,
  plusMinus: count,
  pim: count,
  shots: count,
});
export type SkaterCareerLine = z.infer<typeof skaterLineSchema>;

export const goalieLineSchema = z.object({
  gamesPlayed: count,
  wins: count,
  losses: count,
  otLosses: count,
  /** Saves over shots against; null before he faced a shot. */
  savePercentage: z.number().nullable(),
  /** Goals against per 60 minutes in net, two decimals. */
  goalsAgainstAverage: z.number(),
  shutouts: count,
  shotsAgainst: count,
});
export type GoalieCareerLine = z.infer<typeof goalieLineSchema>;

// One part of a career (regular season or playoffs): a row per season and team, oldest first, and the sum.
const skaterPartSchema = z.object({
  rows: z.array(careerRowPlaceSchema.extend(skaterLineSchema.shape)),
  totals: skaterLineSchema.extend({ seasons: count }),
});
const goaliePartSchema = z.object({
  rows: z.array(careerRowPlaceSchema.extend(goalieLineSchema.shape)),
  totals: goalieLineSchema.extend({ seasons: count }),
});
export type SkaterCareerPart = z.infer<typeof skaterPartSchema>;
export type GoalieCareerPart = z.infer<typeof goaliePartSchema>;
export type SkaterCareerRow = SkaterCareerPart['rows'][number];
export type GoalieCareerRow = GoalieCareerPart['rows'][number];

/**
 * GET /api/league/{leagueId}/player/{playerId}/career: his stats season by season in this league, summed
 * from the stored box scores, the regular season and the playoffs apart. Empty rows before his first game.
 */
export const playerCareerResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    playerId: idSchema,
    kind: z.literal('skater'),
    regular: skaterPartSchema,
    playoff: skaterPartSchema,
  }),
  z.object({
    playerId: idSchema,
    kind: z.literal('goalie'),
    regular: goaliePartSchema,
    playoff: goaliePartSchema,
  }),
]);
export type PlayerCareerResponse = z.infer<typeof playerCareerResponseSchema>;

/** A Cup a team won: one banner on its page. */
export const championshipSchema = z.object({ seasonId: idSchema, label: z.string() });
export type Championship = z.infer<typeof championshipSchema>;
