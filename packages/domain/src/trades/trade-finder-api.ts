import { z } from 'zod';
import { positionSchema } from '../player';
import { tradeSideRequestSchema } from './trade-api';

/** The most packages the trade finder returns for one question. */
export const TRADE_FINDER_MAX_PACKAGES = 5;

/** What a GM looks for in "Find a trade": a position (F: a forward of either wing or centre), or room under the cap. */
export const tradeFinderNeedSchema = z
  .object({
    position: z.union([positionSchema, z.literal('F')]).optional(),
    /** Cap room wanted, in dollars: offers that take salary off the GM's team. */
    capSpace: z.number().int().positive().max(200_000_000).optional(),
  })
  .refine((need) => need.position !== undefined || need.capSpace !== undefined, {
    message: 'Say what the team needs: a position, cap space, or both.',
  });
export type TradeFinderNeed = z.infer<typeof tradeFinderNeedSchema>;

/**
 * POST /api/league/{id}/trades/finder.
 * - `balance`: `teams` is a trade in the builder (the GM's team first, then the partner); the answer lists
 *   the smallest additions, from either side, that make the partner's value model accept it.
 * - `offers`: `teams` holds the GM's team alone (what it would give, possibly nothing yet); with
 *   `playerId` (a player of the GM's, say from the trading block) or a `need`, the answer lists the
 *   deals AI teams would accept.
 */
export const tradeFinderRequestSchema = z.object({
  teams: z
    .array(tradeSideRequestSchema)
    .min(1, 'Name your team first, then, to balance a trade, the other team.')
    .max(2, 'A trade is between two teams: yours first, then the other.'),
  ask: z.enum(['balance', 'offers'], { error: "Ask for 'balance' or 'offers'." }),
  playerId: z.number().int().positive().optional(),
  need: tradeFinderNeedSchema.optional(),
});
export type TradeFinderRequest = z.infer<typeof tradeFinderRequestSchema>;

/** One player or pick the finder adds to a trade or offers. */
export const tradeFinderAssetSchema = z.object({
  kind: z.enum(['player', 'pick']),
  id: z.number().int().positive(),
  /** 'Cale Makar' or "Boston's 2027 2nd-round pick". */
  label: z.string(),
  /** The team that gives it. */
  fromTeamId: z.number().int().positive(),
});
export type TradeFinderAsset = z.infer<typeof tradeFinderAssetSchema>;

/** A trade the partner's value model accepts: ready to send as it stands. */
export const tradeFinderPackageSchema = z.object({
  partner: z.object({ id: z.number().int().positive(), name: z.string() }),
  /** The whole trade as a proposal states it: the asking GM's team first. */
  teams: z.array(tradeSideRequestSchema).length(2),
  /** What the finder added to the trade in the builder (balance), or every asset of the deal (offers). */
  adds: z.array(tradeFinderAssetSchema),
  /** What the partner receives over what it gives, in its own eyes (accepts from AI_ACCEPT_AT). */
  ratio: z.number(),
  /** The lesser side's value over the greater's through neutral eyes (1 = even). */
  fairness: z.number(),
  /** True when a person runs the partner team: the model's answer is only an estimate of theirs. */
  estimate: z.boolean(),
});
export type TradeFinderPackage = z.infer<typeof tradeFinderPackageSchema>;

export const tradeFinderResponseSchema = z.object({
  ask: z.enum(['balance', 'offers']),
  /** For `balance`: how the partner's model answers the trade as it stands. */
  current: z
    .object({
      decision: z.enum(['accept', 'counter', 'decline']),
      ratio: z.number(),
      reason: z.string().nullable(),
    })
    .nullable(),
  /** True when the partner (balance) is run by a person: every answer is the model's estimate. */
  estimate: z.boolean(),
  /** Best first: the smallest addition (balance), the most value to the GM (offers). */
  packages: z.array(tradeFinderPackageSchema).max(TRADE_FINDER_MAX_PACKAGES),
  /** Why the list is empty or short, in words; null when there is nothing to say. */
  note: z.string().nullable(),
});
export type TradeFinderResponse = z.infer<typeof tradeFinderResponseSchema>;
