import type { ContractSettings } from './contract-settings';
import { capSeasonFor } from './contract-settings';
import { statusAtExpiry, type ExpiryFacts } from './free-agent-status';

/**
 * The NHL's qualifying offer (CBA 10.2(a)(ii), docs/decisions/044): one season, from the expiring
 * salary (our contracts pay their cap hit evenly): 110% of a salary at the league minimum or below, 105%
 * of one under $1M but no more than $1M, 100% of one of $1M or more; never under next season's minimum.
 * Tendering it keeps a restricted free agent's rights with his team.
 */
export const QUALIFYING_OFFER_YEARS = 1;
export const QUALIFYING_OFFER_MIDDLE_BAND_TOP = 1_000_000;

/** `capHit`: his expiring cap hit; `expiringYear`: the start year of the season his contract ends in. */
export function qualifyingOfferAmount(
  settings: ContractSettings,
  capHit: number,
  expiringYear: number,
): number {
  const expiringMinimum = capSeasonFor(settings, expiringYear).minimumSalary;
  const nextMinimum = capSeasonFor(settings, expiringYear + 1).minimumSalary;
  let amount: number;
  if (capHit <= expiringMinimum) amount = capHit * 1.1;
  else if (capHit < QUALIFYING_OFFER_MIDDLE_BAND_TOP)
    amount = Math.min(QUALIFYING_OFFER_MIDDLE_BAND_TOP, capHit * 1.05);
  else amount = capHit;
  return Math.max(nextMinimum, Math.round(amount));
}

/** Only a player restricted when his contract ends may be qualified; an unrestricted one simply leaves. */
export function mayBeQualified(settings: ContractSettings, facts: ExpiryFacts): boolean {
  return statusAtExpiry(settings, facts) === 'rfa';
}
