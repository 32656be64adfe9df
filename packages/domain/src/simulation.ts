import { z } from 'zod';
import { gameInjurySchema, lineupReplacementSchema } from './injury';
import { playerIdSchema, slotPositionSchema } from './player';
import { gameAnalyticsSchema } from './rink/game-analytics';

// SPEC §3 Stoppage enum.
export const STOPPAGES = [
  'ICING',
  'OFFSIDE',
  'GOAL',
  'GOALIE_COVER',
  'PENALTY',
  'TIMEOUT',
  'OTHER',
  'FACEOFF',
  'END_PERIOD',
  'GAME_OVER',
  'START_OF_PERIOD',
] as const;
export const stoppageSchema = z.enum(STOPPAGES);
export type Stoppage = z.infer<typeof stoppageSchema>;

// SPEC §3: team is 'home' or 'away' (null only for events that belong to neither).
export const teamSideSchema = z.enum(['home', 'away']);
export type TeamSide = z.infer<typeof teamSideSchema>;

export const SHOT_TYPES = [
  'wrist',
  'snap',
  'slap',
  'backhand',
  'tip-in',
  'deflected',
  'wrap-around',
] as const;
export const shotTypeSchema = z.enum(SHOT_TYPES);
export type ShotType = z.infer<typeof shotTypeSchema>;

export const goalStrengthSchema = z.enum(['EV', 'PP', 'SH']);
export type GoalStrength = z.infer<typeof goalStrengthSchema>;

/**
 * Every event carries SPEC §3's fields. `time` is the elapsed clock 'MM:SS of P1'
 * ('of P4' overtime, 'of P5' shootout; playoff overtimes continue P5, P6...);
 * `period` and `clock` (seconds elapsed in the period) are the same time as numbers.
 */
const base = {
  stoppage: stoppageSchema.nullable(),
  team: teamSideSchema.nullable(),
  time: z.string(),
  period: z.number().int().min(1),
  clock: z.number().int().min(0),
  description: z.string(),
};
const id = playerIdSchema;

/**
 * Where on the rink (packages/domain/src/rink): feet from centre ice, in the frame of the event's own
 * team, which attacks the net at (+89, 0). Absent in games played before events had a place.
 */
const located = { x: z.number().optional(), y: z.number().optional() };
/**
 * An unblocked attempt's expected goals (rink/expected-goals.ts, three decimals), whether it was a
 * rebound or off the rush. Absent in games played before the engine placed its shots.
 */
const chance = {
  xg: z.number().min(0).max(1).optional(),
  rush: z.boolean().optional(),
};

const ev = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...base, ...shape });

export const gameEventSchema = z.discriminatedUnion('type', [
  ev('PERIOD_START', {}),
  ev('PERIOD_END', {}),
  ev('GAME_END', { homeScore: z.number().int(), awayScore: z.number().int() }),
  /** `players`: everyone the team now has on the ice, goalie included when in net. */
  ev('LINE_CHANGE', { players: z.array(id) }),
  /** `zone` from the winner's view (`team`); the place is the dot the puck was dropped on. */
  ev('FACEOFF', {
    winner: id,
    loser: id,
    zone: z.enum(['offensive', 'neutral', 'defensive']),
    ...located,
  }),
  ev('SHOT', {
    shooter: id,
    goalie: id,
    shotType: shotTypeSchema,
    deflectedBy: id.nullable(),
    rebound: z.boolean(),
    ...located,
    ...chance,
  }),
  ev('MISSED_SHOT', {
    shooter: id,
    shotType: shotTypeSchema,
    /** Fired at an empty net. */
    emptyNet: z.boolean().optional(),
    rebound: z.boolean().optional(),
    ...located,
    ...chance,
  }),
  /** Blocked before it reached the net: a place and a type, no expected goals (Fenwick leaves it out). */
  ev('BLOCKED_SHOT', { shooter: id, blocker: id, shotType: shotTypeSchema.optional(), ...located }),
  ev('GOAL', {
    scorer: id,
    assists: z.array(id).max(2),
    goalie: id.nullable(),
    shotType: shotTypeSchema,
    strength: goalStrengthSchema,
    emptyNet: z.boolean(),
    homeScore: z.number().int(),
    awayScore: z.number().int(),
    /** The shorthanded player whose minor this power-play goal ended. */
    endedPenalty: id.nullable(),
    rebound: z.boolean().optional(),
    ...located,
    ...chance,
  }),
  ev('HIT', { hitter: id, hittee: id, ...located }),
  ev('GIVEAWAY', { player: id, ...located }),
  ev('TAKEAWAY', { player: id, ...located }),
  ev('PENALTY', {
    player: id,
    infraction: z.string(),
    minutes: z.number().int(),
    severity: z.enum(['minor', 'double-minor', 'major']),
    /** True when it gave the other team a power-play opportunity. */
    powerPlay: z.boolean(),
    /** True when the team plays a man short while it is served. */
    reducesStrength: z.boolean(),
  }),
  ev('PENALTY_EXPIRED', { player: id }),
  ev('ICING', {}),
  /** Any other whistle: puck frozen along the boards, over the glass, a net off its moorings. */
  ev('STOPPAGE', {}),
  ev('OFFSIDE', {}),
  ev('GOALIE_PULLED', { goalie: id }),
  ev('SHOOTOUT_ATTEMPT', { shooter: id, goalie: id, scored: z.boolean(), round: z.number().int() }),
]);
export type GameEvent = z.infer<typeof gameEventSchema>;
export type GameEventType = GameEvent['type'];

export const teamGameStatsSchema = z.object({
  goals: z.number().int(),
  shots: z.number().int(),
  hits: z.number().int(),
  powerPlays: z.number().int(),
  ppGoals: z.number().int(),
  /** Power-play goals over opportunities in percent (0-100, one decimal); 0 with none (SPEC §9 shows '-'). */
  ppPercentage: z.number(),
  pim: z.number().int(),
  blocks: z.number().int(),
  missedShots: z.number().int(),
  giveaways: z.number().int(),
  takeaways: z.number().int(),
  faceoffsWon: z.number().int(),
  goalsByPeriod: z.array(z.number().int()),
  shotsByPeriod: z.array(z.number().int()),
});
export type TeamGameStats = z.infer<typeof teamGameStatsSchema>;

const who = {
  playerId: id,
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int(),
};

export const skaterGameStatsSchema = z.object({
  ...who,
  position: slotPositionSchema,
  goals: z.number().int(),
  assists: z.number().int(),
  /** Assists as the last passer before the goal (absent in games stored before they were told apart). */
  primaryAssists: z.number().int().optional(),
  points: z.number().int(),
  shots: z.number().int(),
  hits: z.number().int(),
  pim: z.number().int(),
  plusMinus: z.number().int(),
  ppGoals: z.number().int(),
  /** Seconds on the ice. */
  icetime: z.number().int(),
  giveaways: z.number().int(),
  takeaways: z.number().int(),
  shotBlocks: z.number().int(),
  faceoffsWon: z.number().int(),
  faceoffsTaken: z.number().int(),
});
export type SkaterGameStats = z.infer<typeof skaterGameStatsSchema>;

export const goalieGameStatsSchema = z.object({
  ...who,
  shotsAgainst: z.number().int(),
  saves: z.number().int(),
  goalsAgainst: z.number().int(),
  /** Seconds in net. */
  icetime: z.number().int(),
  decision: z.enum(['W', 'L', 'OTL']).nullable(),
  shutout: z.boolean(),
  /** Fraction, e.g. 0.912 (SPEC §3). */
  savePercentage: z.number(),
  gaa: z.number(),
});
export type GoalieGameStats = z.infer<typeof goalieGameStatsSchema>;

// SPEC §3 game summary display: three stars.
export const threeStarSchema = z.object({
  playerId: id,
  team: teamSideSchema,
  firstName: z.string(),
  lastName: z.string(),
  number: z.number().int(),
  position: slotPositionSchema,
  type: z.enum(['skater', 'goalie']),
  goals: z.number().int(),
  assists: z.number().int(),
  gaa: z.number().nullable(),
  savePercentage: z.number().nullable(),
});
export type ThreeStar = z.infer<typeof threeStarSchema>;

const perTeam = <T extends z.ZodType>(schema: T) => z.object({ teamA: schema, teamB: schema });

/** SPEC §3 SimulationData. teamA is the home team, teamB the away team; player maps are keyed by String(id). */
export const simulationDataSchema = z.object({
  events: z.array(gameEventSchema),
  finalScore: z.string(),
  date: z.string(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  decidedIn: z.enum(['REG', 'OT', 'SO']),
  statistics: perTeam(teamGameStatsSchema),
  playerStats: perTeam(z.record(z.string(), skaterGameStatsSchema)),
  goalieStats: perTeam(z.record(z.string(), goalieGameStatsSchema)),
  threeStars: z.array(threeStarSchema),
  /** Players hurt in this game (absent in games stored before injuries existed). */
  injuries: z.array(gameInjurySchema).optional(),
  /** Who dressed in place of a player the saved lineup named but who could not play. */
  replacements: z.array(lineupReplacementSchema).optional(),
  /**
   * Corsi, Fenwick and expected goals of the teams and players (rink/game-analytics.ts), added from the
   * play-by-play whenever the game is told; never stored (the events hold it).
   */
  analytics: gameAnalyticsSchema.optional(),
});
export type SimulationData = z.infer<typeof simulationDataSchema>;
