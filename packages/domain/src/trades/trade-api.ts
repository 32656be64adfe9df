import { z } from 'zod';
import { idSchema } from '../ids';
import { payrollBreakdownSchema } from '../contracts/contracts-api';
import { text } from '../text';
import { RETENTION_RULES, tradeSettingsSchema } from './trade-settings';

const ids = (what: string) =>
  z
    .array(z.number().int().positive(), { error: `${what} must be a list of ids.` })
    .max(30, `At most 30 ${what.toLowerCase()} in one trade.`)
    .default([]);

/** What one team sends in a proposal; the other side receives it. */
export const tradeGivesSchema = z.object({
  playerIds: ids('Players'),
  pickIds: ids('Picks'),
  /** Salary the giving team keeps on its cap for a player it sends (NHL: at most 50%). */
  retained: z
    .array(
      z.object({
        playerId: z.number().int().positive(),
        percent: z
          .number()
          .int('Retain a whole percentage.')
          .min(1, 'Retain at least 1%.')
          .max(
            RETENTION_RULES.maxPercent,
            `A team may retain at most ${RETENTION_RULES.maxPercent}% of a contract.`,
          ),
      }),
    )
    .max(3)
    .default([]),
});
export type TradeGives = z.infer<typeof tradeGivesSchema>;

export const tradeSideRequestSchema = z.object({
  teamId: z.number().int().positive(),
  gives: tradeGivesSchema,
});

/**
 * POST /api/league/{id}/trades (and …/preview, …/{tradeId}/counter): the proposing GM's team first, then
 * the team it deals with (docs/decisions/047: two teams a trade).
 */
export const tradeProposalRequestSchema = z.object({
  teams: z
    .array(tradeSideRequestSchema)
    .length(2, 'A trade is between two teams: yours first, then the other.'),
  note: text('The note').max(1000).optional(),
});
export type TradeProposalRequest = z.infer<typeof tradeProposalRequestSchema>;

export const TRADE_STATUSES = [
  /** Waiting for the other GM. */
  'proposed',
  /** Answered with a counter-proposal (its own trade, linked by parentId). */
  'countered',
  'declined',
  'withdrawn',
  'expired',
  /** An asset in it moved, or it broke a rule when it came to be done: the reason says which. */
  'invalid',
  /** Accepted; waits for the commissioner (review 'commissioner'). */
  'awaiting_approval',
  /** Accepted; the veto window runs (review 'veto'). */
  'in_review',
  'vetoed',
  /** Done: the assets moved. */
  'completed',
  /** Done, then undone by the commissioner within the review window. */
  'reversed',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];
/** Statuses in which the trade may still happen; its assets are spoken for. */
export const OPEN_TRADE_STATUSES = [
  'proposed',
  'awaiting_approval',
  'in_review',
] as const satisfies readonly TradeStatus[];

const teamRef = z.object({ id: z.number().int(), name: z.string(), abbrev: z.string() });

export const tradePlayerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  age: z.number().int(),
  overall: z.number().int(),
  potential: z.number().int().nullable(),
  /** His cap hit as the giving team carries it, and the seasons left on his contract. */
  capHit: z.number().int(),
  yearsLeft: z.number().int(),
  /** The share of his cap hit the giving team keeps, 0 when none. */
  retainedPercent: z.number().int(),
});
export type TradePlayer = z.infer<typeof tradePlayerSchema>;

export const tradePickSchema = z.object({
  id: z.number().int(),
  /** The draft's year and round. */
  year: z.number().int(),
  round: z.number().int(),
  originalTeam: teamRef,
});
export type TradePick = z.infer<typeof tradePickSchema>;

export const tradeSideSchema = z.object({
  team: teamRef,
  /** Whether a person runs the team (false: an AI team answers for it). */
  humanGm: z.boolean(),
  gives: z.object({ players: z.array(tradePlayerSchema), picks: z.array(tradePickSchema) }),
});
export type TradeSide = z.infer<typeof tradeSideSchema>;

export const TRADE_EVENT_KINDS = [
  'proposed',
  'countered',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'invalid',
  'approved',
  'vetoed',
  'veto_vote',
  'completed',
  'reversed',
] as const;
export type TradeEventKind = (typeof TRADE_EVENT_KINDS)[number];

/** One step in a trade's thread, oldest first; `text` is the note or reason given, if any. */
export const tradeEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TRADE_EVENT_KINDS),
  team: teamRef.nullable(),
  by: z.string().nullable(),
  text: z.string().nullable(),
});
export type TradeEvent = z.infer<typeof tradeEventSchema>;

export const tradeSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(TRADE_STATUSES),
  /** Why it is invalid, declined, vetoed…; null when none was given. */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
  /** When an unanswered proposal expires; when a review ends. */
  expiresAt: z.string().nullable(),
  reviewEndsAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The proposal this one counters, and the counter that answered this one. */
  parentId: z.number().int().nullable(),
  counterId: z.number().int().nullable(),
  /** The proposing team's side first. */
  sides: z.array(tradeSideSchema),
});
export type TradeSummary = z.infer<typeof tradeSummarySchema>;

/** What the viewer may do with a trade now. */
export const tradeActionsSchema = z.object({
  accept: z.boolean(),
  decline: z.boolean(),
  counter: z.boolean(),
  withdraw: z.boolean(),
  approve: z.boolean(),
  veto: z.boolean(),
  reverse: z.boolean(),
});
export type TradeActions = z.infer<typeof tradeActionsSchema>;

/** GET /api/league/{id}/trades/{tradeId}. */
export const tradeDetailSchema = tradeSummarySchema.extend({
  note: z.string().nullable(),
  thread: z.array(tradeEventSchema),
  /** The veto votes cast and the number that stops it (review 'veto'). */
  vetoVotes: z.number().int(),
  vetoVotesNeeded: z.number().int(),
  /**
   * For the commissioner: the value model's ratio between the sides, whether it is lopsided, and the team
   * that gets more (null when even, or for a proposal stored before it was kept).
   */
  fairness: z.object({ ratio: z.number(), lopsided: z.boolean(), gainer: teamRef.nullable() }).nullable(),
  actions: tradeActionsSchema,
});
export type TradeDetail = z.infer<typeof tradeDetailSchema>;

export const tradeListQuerySchema = z.object({
  status: z.enum([...TRADE_STATUSES, 'open', 'done']).optional(),
  teamId: idSchema.optional(),
  playerId: idSchema.optional(),
});
export type TradeListQuery = z.infer<typeof tradeListQuerySchema>;

/**
 * GET /api/league/{id}/trades: completed and reversed trades for every member of the league, and a trade
 * in its veto window for every GM (who may vote on it); other proposals only for the GMs of their teams
 * and the commissioner. Newest first.
 */
export const tradeListResponseSchema = z.object({ trades: z.array(tradeSummarySchema) });
export type TradeListResponse = z.infer<typeof tradeListResponseSchema>;

export const tradeParamsSchema = z.object({ id: idSchema, tradeId: idSchema });

/** POST …/decline and …/veto may say why. */
export const tradeReasonRequestSchema = z.object({ reason: text('The reason').max(500).optional() });

/** One team's cap and roster before and after a trade (the preview, and the refusal's detail). */
export const tradeTeamPositionSchema = z.object({
  team: teamRef,
  payrollBefore: z.number().int(),
  payrollAfter: z.number().int(),
  capLimit: z.number().int(),
  activeBefore: z.number().int(),
  activeAfter: z.number().int(),
  contractsAfter: z.number().int(),
  /** The payroll after the trade by what it counts, as the cap sheet counts it. */
  breakdownAfter: payrollBreakdownSchema,
  /** What would make the trade illegal for this team, in words naming the problem. */
  problems: z.array(z.string()),
});
export type TradeTeamPosition = z.infer<typeof tradeTeamPositionSchema>;

/** POST /api/league/{id}/trades/preview: both teams after the trade, and whether it may be sent. */
export const tradePreviewSchema = z.object({
  teams: z.array(tradeTeamPositionSchema),
  /** Problems with the proposal itself (an asset not the giver's, the deadline…), then each team's. */
  problems: z.array(z.string()),
});
export type TradePreview = z.infer<typeof tradePreviewSchema>;

/** GET|PUT /api/league/{id}/trade-settings. */
export const tradeSettingsResponseSchema = z.object({
  settings: tradeSettingsSchema,
  canEdit: z.boolean(),
  /** The deadline in force this season (the setting, or the date 75% through the schedule); null before
   * there is a schedule. */
  deadlineThisSeason: z.string().nullable(),
  /** Why no trade can be proposed today (the deadline passed, the playoffs), or null while trading is open. */
  closedReason: z.string().nullable(),
});
export type TradeSettingsResponse = z.infer<typeof tradeSettingsResponseSchema>;

/** A player on a team's trading block. */
export const tradingBlockEntrySchema = z.object({
  player: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
    age: z.number().int(),
    overall: z.number().int(),
    capHit: z.number().int(),
    yearsLeft: z.number().int(),
  }),
  team: teamRef,
  note: z.string().nullable(),
  listedAt: z.string(),
});
export type TradingBlockEntry = z.infer<typeof tradingBlockEntrySchema>;

/** GET /api/league/{id}/team/{teamId}/trading-block (and PUT's answer). */
export const teamTradingBlockSchema = z.object({
  team: teamRef,
  /** What the team is looking for, in its GM's words. */
  lookingFor: z.string().nullable(),
  entries: z.array(tradingBlockEntrySchema),
  canEdit: z.boolean(),
});
export type TeamTradingBlock = z.infer<typeof teamTradingBlockSchema>;

/** PUT /api/league/{id}/team/{teamId}/trading-block: the whole block at once. */
export const tradingBlockRequestSchema = z.object({
  players: z
    .array(z.object({ playerId: z.number().int().positive(), note: text('The note').max(200).optional() }))
    .max(30, 'At most 30 players on the block.'),
  lookingFor: text('What you are looking for').max(500).optional(),
});
export type TradingBlockRequest = z.infer<typeof tradingBlockRequestSchema>;

/** GET /api/league/{id}/trading-block?position=&teamId=: every listed player in the league. */
export const leagueTradingBlockSchema = z.object({
  entries: z.array(tradingBlockEntrySchema),
  lookingFor: z.array(z.object({ team: teamRef, text: z.string() })),
});
export type LeagueTradingBlock = z.infer<typeof leagueTradingBlockSchema>;
export const tradingBlockQuerySchema = z.object({
  position: z.enum(['C', 'LW', 'RW', 'D', 'G', 'F']).optional(),
  teamId: idSchema.optional(),
});
