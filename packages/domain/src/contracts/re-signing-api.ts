import { z } from 'zod';
import { idSchema } from '../ids';

const money = z.number().int();
const termsSchema = z.object({ capHit: money, years: z.number().int() });

export const TALKS_STATES = ['none', 'open', 'agreed', 'broken'] as const;
export const talksStateSchema = z.enum(TALKS_STATES);
export type TalksState = z.infer<typeof talksStateSchema>;

/**
 * One player whose contract ends this season, as his team's re-signing list shows him. The ask, the mood
 * and the talks' offers are the team's own business: null unless the viewer is its GM or the commissioner.
 */
export const reSigningPlayerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  age: z.number().int(),
  overall: z.number().int(),
  potential: z.number().int().nullable(),
  placement: z.enum(['active', 'minors', 'injured-reserve']),
  capHit: money,
  expiresAs: z.enum(['ufa', 'rfa']),
  ask: termsSchema.nullable(),
  /** 0 (talks about to break) to 100. */
  mood: z.number().int().nullable(),
  talks: talksStateSchema,
  offers: z.number().int(),
  lastOffer: termsSchema.nullable(),
  /** His standing counter: offering exactly it signs him. */
  counter: termsSchema.nullable(),
  /** A restricted player's qualifying offer: its amount, and whether it was tendered; null for a UFA. */
  qualifyingOffer: z.object({ amount: money, tendered: z.boolean() }).nullable(),
  /** The contract he signed that starts next season. */
  extension: termsSchema.nullable(),
});
export type ReSigningPlayer = z.infer<typeof reSigningPlayerSchema>;

/** GET /api/league/{id}/team/{teamId}/re-signing. */
export const reSigningResponseSchema = z.object({
  teamId: z.number().int(),
  /** The viewer may make offers and tender qualifying offers (the team's GM or the commissioner). */
  canNegotiate: z.boolean(),
  /** The season the new contracts start in: its cap, the least and most a contract may carry, and what is committed. */
  nextSeason: z.object({
    startYear: z.number().int(),
    upperLimit: money,
    minimumSalary: money,
    maxCapHit: money,
    /** Contracts running into it, extensions signed and buy-out charges, each in full. */
    committed: money,
  }),
  maxYears: z.number().int(),
  players: z.array(reSigningPlayerSchema),
});
export type ReSigningResponse = z.infer<typeof reSigningResponseSchema>;

export const reSigningOfferRequestSchema = z.object({
  playerId: idSchema,
  capHit: z.number().int().min(0).max(1_000_000_000),
  years: z.number().int().min(1).max(20),
});
export type ReSigningOfferRequest = z.infer<typeof reSigningOfferRequestSchema>;

export const reSigningOfferResponseSchema = z.object({
  outcome: z.enum(['accepted', 'countered', 'refused']),
  counter: termsSchema.nullable(),
  mood: z.number().int(),
  /** His answer in words. */
  message: z.string(),
  player: reSigningPlayerSchema,
});
export type ReSigningOfferResponse = z.infer<typeof reSigningOfferResponseSchema>;

export const qualifyingOfferRequestSchema = z.object({ playerId: idSchema });
