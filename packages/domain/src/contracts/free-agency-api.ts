import { z } from 'zod';
import { formatCapHit } from '../format';
import { idSchema } from '../ids';
import { leagueParamsSchema } from '../league';

/** Where the offseason's free agency stands (docs/decisions/045); times on the league's clock. */
export const freeAgencyStageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('re-signing'), until: z.string() }),
  z.object({
    kind: z.literal('round'),
    round: z.number().int(),
    rounds: z.number().int(),
    endsAt: z.string(),
  }),
  z.object({ kind: z.literal('open') }),
]);
export type FreeAgencyStageView = z.infer<typeof freeAgencyStageSchema>;

/** One free agent as the free-agent page lists him, with what he asks. */
export const freeAgentSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  age: z.number().int(),
  overall: z.number().int(),
  potential: z.number().int().nullable(),
  status: z.enum(['ufa', 'rfa']),
  lastTeam: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ask: z.object({ capHit: z.number().int(), years: z.number().int() }),
});
export type FreeAgent = z.infer<typeof freeAgentSchema>;

/** GET /api/league/{id}/free-agents. */
export const freeAgentsResponseSchema = z.object({
  leagueNow: z.string(),
  stage: freeAgencyStageSchema,
  /** The season a contract signed now starts in, and its limits. */
  contractSeason: z.object({
    startYear: z.number().int(),
    upperLimit: z.number().int(),
    minimumSalary: z.number().int(),
    maxCapHit: z.number().int(),
    maxYearsNewTeam: z.number().int(),
    maxYearsReSigning: z.number().int(),
  }),
  /** The viewer's team (a GM's): its cap space in that season and its contracts; null without one. */
  myTeam: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /**
       * What counts against the contract season's cap, as the cap sheet counts it: this season's payroll,
       * or, when contracts signed now start next season, the money already committed to it (every
       * contract that runs into it, in full, as the cap sheet's commitments chart counts it).
       */
      payroll: z.number().int(),
      /** The contract season is after the league's active one: `payroll` is next season's commitments. */
      committedAhead: z.boolean(),
      capSpace: z.number().int(),
      contracts: z.number().int(),
    })
    .nullable(),
  players: z.array(freeAgentSchema),
});
export type FreeAgentsResponse = z.infer<typeof freeAgentsResponseSchema>;

export const OFFER_STATES = ['open', 'accepted', 'rejected', 'withdrawn', 'void'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export const contractOfferRequestSchema = z.object({
  playerId: z.number().int().positive(),
  teamId: z.number().int().positive(),
  capHit: z.number().int().min(0).max(1_000_000_000),
  years: z.number().int().min(1).max(20),
});
export type ContractOfferRequest = z.infer<typeof contractOfferRequestSchema>;

export const contractOfferSchema = z.object({
  id: z.number().int(),
  player: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    position: z.string(),
  }),
  team: z.object({ id: z.number().int(), name: z.string() }),
  capHit: z.number().int(),
  years: z.number().int(),
  madeAt: z.string(),
  /** When he decides, on the league's clock. */
  decideAt: z.string(),
  state: z.enum(OFFER_STATES),
  /** Why a decided offer was not taken ('He signed with Boston.', 'Over the cap …'). */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractOffersQuerySchema = z.object({ teamId: idSchema.optional() });

/** GET /api/league/{id}/contract-offers: open offers first, then the decided, newest first. */
export const contractOffersResponseSchema = z.object({
  offers: z.array(contractOfferSchema),
  /** The viewer's own team, whose offers are his; a commissioner sees every team's, the rest theirs only. */
  yourTeamId: z.number().int().nullable(),
});
export type ContractOffersResponse = z.infer<typeof contractOffersResponseSchema>;

export const contractOfferParamsSchema = leagueParamsSchema.extend({ offerId: idSchema });

/**
 * The terms every offer must meet, a free agent's or a re-signing's (the server checks the cap and the roster
 * too); null when they do. The one rule the offer forms and the server both apply.
 */
export function offerTermsProblem(
  terms: { capHit: number; years: number },
  limits: { minimumSalary: number; maxCapHit: number; maxYears: number },
): string | null {
  if (!Number.isInteger(terms.years) || terms.years < 1 || terms.years > limits.maxYears)
    return `The term must be 1 to ${limits.maxYears} seasons.`;
  if (terms.capHit < limits.minimumSalary)
    return `The cap hit must be at least the minimum salary, ${formatCapHit(limits.minimumSalary)}.`;
  if (terms.capHit > limits.maxCapHit)
    return `The cap hit cannot be above the largest allowed, ${formatCapHit(limits.maxCapHit)}.`;
  return null;
}
