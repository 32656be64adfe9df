import { z } from 'zod';
import { awardSchema } from './awards';
import { seasonPhaseSchema } from './league-clock';

const idSchema = z.number().int();

/**
 * One summer's change for a player page (docs/decisions/025, 029): `expected.age`, `expected.potential`
 * and `luck` are overall points and add up to the overall's change.
 */
export const playerProgressionSchema = z.object({
  age: z.object({ from: z.number().int(), to: z.number().int() }),
  overall: z.object({ from: z.number().int(), to: z.number().int() }),
  potential: z.object({ from: z.number().int(), to: z.number().int() }),
  expected: z.object({ age: z.number(), potential: z.number() }),
  luck: z.number(),
  reasons: z.array(z.enum(['youth', 'peak', 'decline', 'potential', 'luck'])),
});
export type PlayerProgressionView = z.infer<typeof playerProgressionSchema>;

/** GET /api/league/{id}/player/{playerId}/progression: his last summer, null before his first. */
export const lastSummerResponseSchema = z.object({
  seasonId: idSchema.nullable(),
  lastSummer: playerProgressionSchema.nullable(),
});
export type LastSummerResponse = z.infer<typeof lastSummerResponseSchema>;

const signed = (points: number): string => {
  const rounded = Math.round(points);
  return rounded < 0 ? `−${-rounded}` : `+${rounded}`;
};

/** 'Last summer: 71 → 74 (age 22: youth +2, potential +1, luck +0)': what the player page shows. */
export function describeLastSummer(change: PlayerProgressionView): string {
  const ageWord = change.expected.age < 0 ? 'decline' : change.expected.age > 0 ? 'youth' : 'peak';
  const parts = [
    `${ageWord} ${signed(change.expected.age)}`,
    `potential ${signed(change.expected.potential)}`,
    `luck ${signed(change.luck)}`,
  ];
  return `Last summer: ${change.overall.from} → ${change.overall.to} (age ${change.age.to}: ${parts.join(', ')})`;
}

/** GET /api/league/{id}/seasons: every season of the league, the newest first. */
export const seasonSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  startYear: z.number().int(),
  phase: seasonPhaseSchema,
  active: z.boolean(),
  championTeamId: idSchema.nullable(),
});
export type SeasonSummary = z.infer<typeof seasonSummarySchema>;
export const seasonsResponseSchema = z.array(seasonSummarySchema);

const historyTeamSchema = z.object({ teamId: idSchema, name: z.string(), abbreviation: z.string() });

/** One season of GET /api/league/{id}/history. */
export const seasonHistorySchema = z.object({
  seasonId: idSchema,
  name: z.string(),
  startYear: z.number().int(),
  phase: seasonPhaseSchema,
  active: z.boolean(),
  /** The Cup winner, once the final is decided. */
  champion: historyTeamSchema.nullable(),
  /** The team that lost the final. */
  finalist: historyTeamSchema.nullable(),
  /** The best regular-season record by points (NHL order on ties); null before any game. */
  bestRecord: historyTeamSchema
    .extend({
      points: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      otLosses: z.number().int(),
    })
    .nullable(),
  /**
   * The players who won the season's awards, in the awards page's order, once its regular season is over
   * (the playoff MVP once it has a champion). The best record, a team's award, is `bestRecord`.
   */
  awards: z.array(
    z.object({
      award: awardSchema,
      /** 'Most Valuable Player' (AWARD_NAMES). */
      name: z.string(),
      playerId: idSchema,
      playerName: z.string(),
      /** The team he won it with. */
      team: historyTeamSchema,
      /** What won it, e.g. '41 pts'. */
      value: z.string(),
    }),
  ),
});
export type SeasonHistory = z.infer<typeof seasonHistorySchema>;
export const historyResponseSchema = z.object({ seasons: z.array(seasonHistorySchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** POST /api/league/{id}/season/next (commissioner): what the summer did. */
export const rolloverResponseSchema = z.object({
  previousSeasonId: idSchema,
  season: seasonSummarySchema,
  /** Players who aged a year and play on. */
  progressed: z.number().int(),
  retired: z.number().int(),
  /**
   * Young players generated to fill rosters: in the summer, for a position nobody could fill; at camp, to
   * reach the smallest roster or replace a player an AI team bought out over the cap.
   */
  generated: z.number().int(),
  /** How many of `generated` came at camp (docs/decisions/046). */
  generatedAtCamp: z.number().int().optional(),
  /** Minor-leaguers and prospects promoted to the active roster to fill it. */
  promoted: z.number().int(),
  /** Expiring contracts re-signed automatically (until contracts have their own rules). */
  resigned: z.number().int(),
  /**
   * Players new to the league who joined its free agents: undrafted juniors, college and European free
   * agents, late bloomers (docs/decisions/077).
   */
  newFreeAgents: z.number().int().optional(),
  games: z.number().int(),
});
export type RolloverResponse = z.infer<typeof rolloverResponseSchema>;
