import { z } from 'zod';
import { idSchema } from '../ids';
import { playerDraftSchema } from '../draft/draft-api';
import { leagueParamsSchema } from '../league';

/** /league/{id}/team/{teamId}/…: the cap sheet and roster moves. */
export const leagueTeamParamsSchema = leagueParamsSchema.extend({ teamId: idSchema });

const money = z.number().int();
const placementSchema = z.enum(['active', 'minors', 'injured-reserve']);

/** One player under contract on a cap sheet. */
export const capSheetPlayerSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  age: z.number().int(),
  overall: z.number().int(),
  placement: placementSchema,
  injured: z.boolean(),
  capHit: money,
  /** What counts against the cap this season where he is now (a minor leaguer's buried part does not). */
  capCharge: money,
  yearsLeft: z.number().int(),
  contractType: z.enum(['entry-level', 'standard']),
  /** The season (its start year) his contract's last season starts in. */
  expiresAfter: z.number().int(),
  expiresAs: z.enum(['ufa', 'rfa']),
  waiverExempt: z.boolean(),
  /** Open waivers he is on, else null. */
  waiverId: z.number().int().nullable(),
  /** The re-signing that follows this contract (docs/decisions/044), else null. */
  extension: z.object({ capHit: money, years: z.number().int() }).nullable(),
  /** Where he was drafted in this league (the cap sheet's "Drafted by"); null or absent when he never was. */
  drafted: playerDraftSchema.nullable().optional(),
});
export type CapSheetPlayer = z.infer<typeof capSheetPlayerSchema>;

/** A payroll by what it counts (issue 30): roster + injured reserve + minors + dead + retained = payroll. */
export const payrollBreakdownSchema = z.object({
  roster: money,
  injuredReserve: money,
  /** Minor leaguers' cap hits above the burying allowance. */
  minors: money,
  /** Minor leaguers' cap hits the cap does not charge (not part of the payroll). */
  buried: money,
  dead: money,
  retained: money,
});

/** GET /api/league/{id}/team/{teamId}/cap: the team's contracts and cap, this season and the next four. */
export const capSheetResponseSchema = z.object({
  teamId: z.number().int(),
  season: z.object({ startYear: z.number().int(), upperLimit: money, floor: money, minimumSalary: money }),
  payroll: money,
  /** The payroll by what it counts; roster + injured reserve + minors + dead + retained = payroll. */
  breakdown: payrollBreakdownSchema,
  capSpace: money,
  activeRoster: z.number().int(),
  contracts: z.number().int(),
  limits: z.object({
    activeRosterMin: z.number().int(),
    activeRosterMax: z.number().int(),
    maxContracts: z.number().int(),
  }),
  /** This season and the next four: the cap then, and what the contracts as they stand commit. */
  seasons: z.array(z.object({ startYear: z.number().int(), upperLimit: money, committed: money })),
  players: z.array(capSheetPlayerSchema),
  /** Money for players no longer on the team (buy-outs). */
  charges: z.array(
    z.object({
      playerId: z.number().int().nullable(),
      name: z.string(),
      kind: z.enum(['buyout', 'retained']),
      chargePerSeason: money,
      /** Start years of the seasons charged, this one on. */
      fromYear: z.number().int(),
      toYear: z.number().int(),
    }),
  ),
});
export type CapSheetResponse = z.infer<typeof capSheetResponseSchema>;

export const TRANSACTION_KINDS = [
  'callUp',
  'sendDown',
  'injuredReserve',
  'activate',
  'buyout',
  'waived',
  'claimed',
  'cleared',
  // Re-signing (docs/decisions/044).
  're_signed',
  'qualified',
  // Free agency (docs/decisions/045).
  'signed',
  'left',
  // Trades (docs/decisions/047): the player joined the team in a trade, or came back when it was reversed.
  'traded',
  // The entry draft (docs/decisions/049): a drafted player's first contract, or his rights ending unsigned.
  'entry_level_signed',
  'rights_ended',
] as const;
export const transactionKindSchema = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/** One line of the league's transaction log. */
export const transactionSchema = z.object({
  id: z.number().int(),
  /** The wall clock when it was written. */
  at: z.string(),
  /** When it happened on the league's clock (docs/decisions/079): what the log sorts by and shows. */
  leagueAt: z.string(),
  kind: transactionKindSchema,
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  playerId: z.number().int().nullable(),
  playerName: z.string(),
  /** The line as the log shows it: 'Called up from the minors', 'Bought out: $500K a season to 2029-30', ... */
  text: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /api/league/{id}/team/{teamId}/roster-moves: the move made, and the cap sheet after it. */
export const rosterMoveResponseSchema = z.object({
  transaction: transactionSchema,
  capSheet: capSheetResponseSchema,
});
export type RosterMoveResponse = z.infer<typeof rosterMoveResponseSchema>;

export const transactionsQuerySchema = z.object({
  teamId: idSchema.optional(),
  /** The id of the oldest line already shown: the page before it. */
  before: idSchema.optional(),
});

export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  /** Pass as `before` for older lines; null at the first. */
  nextBefore: z.number().int().nullable(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;
