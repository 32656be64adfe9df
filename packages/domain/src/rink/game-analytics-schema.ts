import { z } from 'zod';

// The shapes of one game's shot analytics (docs/decisions/051); game-analytics.ts counts them.

/** Counts and expected goals for (f) and against (a) one team, or while one player was on the ice. */
export const shotMetricsSchema = z.object({
  /** Corsi: shot attempts for and against. */
  cf: z.number().int(),
  ca: z.number().int(),
  /** Fenwick: unblocked attempts. */
  ff: z.number().int(),
  fa: z.number().int(),
  /** Shots on goal (goals included). */
  sf: z.number().int(),
  sa: z.number().int(),
  gf: z.number().int(),
  ga: z.number().int(),
  /** Expected goals, three decimals. */
  xgf: z.number(),
  xga: z.number(),
});
export type ShotMetrics = z.infer<typeof shotMetricsSchema>;

/** All situations, and with five skaters and a goalie a side. */
export const situationMetricsSchema = z.object({ all: shotMetricsSchema, fiveOnFive: shotMetricsSchema });
export type SituationMetrics = z.infer<typeof situationMetricsSchema>;

/** A skater: his own attempts (i…) and his on-ice figures. */
export const skaterShotMetricsSchema = situationMetricsSchema.extend({
  icf: z.number().int(),
  iff: z.number().int(),
  ixg: z.number(),
});
export type SkaterShotMetrics = z.infer<typeof skaterShotMetricsSchema>;

/** A goalie in net: unblocked attempts faced, their expected goals, goals allowed, saved above expected. */
export const goalieShotMetricsSchema = z.object({
  fa: z.number().int(),
  xga: z.number(),
  ga: z.number().int(),
  gsax: z.number(),
});
export type GoalieShotMetrics = z.infer<typeof goalieShotMetricsSchema>;

/** A game's analytics; player maps keyed by String(id), teams by side. */
export const gameAnalyticsSchema = z.object({
  teams: z.object({ home: situationMetricsSchema, away: situationMetricsSchema }),
  skaters: z.record(z.string(), skaterShotMetricsSchema),
  goalies: z.record(z.string(), goalieShotMetricsSchema),
});
export type GameAnalytics = z.infer<typeof gameAnalyticsSchema>;
