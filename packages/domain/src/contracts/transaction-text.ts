import { z } from 'zod';
import { formatCapHit } from '../format';
import { seasonName } from '../league';
import type { TransactionKind } from './contracts-api';

/** What a transaction log line stores beyond its kind, team and player (JSON). */
export const transactionDetailSchema = z.object({
  headedTo: z.enum(['minors', 'release']).optional(),
  chargePerSeason: z.number().int().optional(),
  /** The start year of the last season a buy-out charges. */
  toYear: z.number().int().optional(),
  /** The team a claimed or traded player came from. */
  fromTeamName: z.string().optional(),
  /** A signing's, re-signing's or qualifying offer's cap hit and term (docs/decisions/044, 045). */
  capHit: z.number().int().optional(),
  years: z.number().int().optional(),
  /** Made by the preseason's cuts when a season starts (docs/decisions/046), not by the GM. */
  preseason: z.boolean().optional(),
});
export type TransactionDetail = z.infer<typeof transactionDetailSchema>;

const buyoutText = (detail: TransactionDetail): string =>
  detail.chargePerSeason === undefined || detail.toYear === undefined
    ? 'Bought out'
    : `Bought out: ${formatCapHit(detail.chargePerSeason)} a season against the cap through ${seasonName(detail.toYear)}`;

const termsText = (detail: TransactionDetail): string =>
  detail.capHit === undefined || detail.years === undefined
    ? ''
    : `: ${formatCapHit(detail.capHit)} for ${detail.years === 1 ? 'one season' : `${detail.years} seasons`}`;

/** A transaction as the log says it; the preseason's cuts say so. */
export function transactionText(kind: TransactionKind, detail: TransactionDetail): string {
  const text = movedText(kind, detail);
  return detail.preseason ? `${text} (preseason cuts)` : text;
}

function movedText(kind: TransactionKind, detail: TransactionDetail): string {
  switch (kind) {
    case 'callUp':
      return 'Called up from the minors';
    case 'sendDown':
      return 'Sent to the minors';
    case 'injuredReserve':
      return 'Placed on injured reserve';
    case 'activate':
      return 'Activated from injured reserve';
    case 'buyout':
      return buyoutText(detail);
    case 'waived':
      return detail.headedTo === 'release'
        ? 'Placed on waivers, to be bought out if unclaimed'
        : 'Placed on waivers, headed to the minors';
    case 'claimed':
      return detail.fromTeamName ? `Claimed off waivers from ${detail.fromTeamName}` : 'Claimed off waivers';
    case 'signed':
      return `Signed as a free agent${termsText(detail)}`;
    case 'left':
      return 'Left as a free agent when his contract ended';
    case 'entry_level_signed':
      return `Signed his entry-level contract${termsText(detail)}`;
    case 'rights_ended':
      return 'Left the league unsigned when his draft rights ended';
    case 'traded':
      return detail.fromTeamName ? `Acquired in a trade with ${detail.fromTeamName}` : 'Acquired in a trade';
    case 'cleared':
      return detail.headedTo === 'release'
        ? 'Cleared waivers and was bought out'
        : 'Cleared waivers and went to the minors';
    case 're_signed':
      return detail.capHit === undefined || detail.years === undefined
        ? 'Re-signed'
        : `Re-signed: ${detail.years} ${detail.years === 1 ? 'season' : 'seasons'} at ${formatCapHit(detail.capHit)}`;
    case 'qualified':
      return detail.capHit === undefined
        ? 'Tendered a qualifying offer'
        : `Tendered a qualifying offer of ${formatCapHit(detail.capHit)}`;
  }
}
