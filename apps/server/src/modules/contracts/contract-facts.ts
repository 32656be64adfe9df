import {
  isWaiverExempt,
  statusAtExpiry,
  type CapContract,
  type DeadCapCharge,
  type ContractPlacement,
  type ContractSettings,
  type FreeAgentStatus,
} from '@rinkside/domain';
import type { CapChargeRow, ContractPlayerRow } from './repo';

/** Where a contracted player is: on injured reserve ('injured' status), in the minors, else on the roster. */
export function placementOf(row: Pick<ContractPlayerRow, 'status'>): ContractPlacement {
  if (row.status === 'injured') return 'injured-reserve';
  return row.status === 'minors' ? 'minors' : 'active';
}

export const capContractOf = (row: ContractPlayerRow): CapContract => ({
  capHit: row.cap_hit,
  yearsLeft: row.contract_years,
  placement: placementOf(row),
  extension:
    row.extension_cap_hit === null
      ? null
      : { capHit: row.extension_cap_hit, years: row.extension_years ?? 1 },
});

/** A buy-out's charge as the season starting in `year` sees it: what it charges, for how many seasons from then. */
export const deadChargeOf = (charge: CapChargeRow, year: number): DeadCapCharge => ({
  capChargePerSeason: charge.charge_per_season,
  seasonsLeft: Math.min(charge.seasons, charge.first_year + charge.seasons - year),
});

/** Whether he may go down or be released without waivers, in the season starting in `year`. */
export function waiverExemptNow(row: ContractPlayerRow, year: number, leagueGames: number): boolean {
  return isWaiverExempt({
    ageAtFirstContract: row.age_at_first_contract,
    goalie: row.position === 'G',
    seasonsSinceSigning: year - row.first_contract_year + 1,
    games: row.prior_games + leagueGames,
  });
}

/**
 * What he will be when his contract ends: his age then, and the seasons he will have accrued if he keeps
 * playing as he does (a regular accrues each season, a minor leaguer none).
 */
export function expiryStatus(
  row: ContractPlayerRow,
  settings: ContractSettings,
  leagueGames: number,
): FreeAgentStatus {
  const seasonsToGo = row.contract_years - 1;
  const regular = placementOf(row) !== 'minors';
  const accruedInLeague = Math.floor(leagueGames / 60);
  return statusAtExpiry(settings, {
    age: row.age + seasonsToGo,
    accruedSeasons: row.prior_accrued_seasons + accruedInLeague + (regular ? seasonsToGo : 0),
  });
}
