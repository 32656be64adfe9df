import {
  deadChargeIn,
  expiryFactsOf,
  isWaiverExempt,
  statusAtExpiry,
  type CareerFacts,
  type ExpiryFacts,
  type CapContract,
  type KindedCharge,
  type ContractPlacement,
  type ContractSettings,
  type StoredCapCharge,
  type FreeAgentStatus,
} from '@rinkside/domain';
import type { CapChargeRow, ContractPlayerRow, LeagueCareer } from './repo';

/** Where a contracted player is: on injured reserve ('injured' status), in the minors, else on the roster. */
export function placementOf(row: Pick<ContractPlayerRow, 'status'>): ContractPlacement {
  if (row.status === 'injured') return 'injured-reserve';
  return row.status === 'minors' ? 'minors' : 'active';
}

/** What a player's contract counts against the cap. */
export type ContractTerms = Pick<
  ContractPlayerRow,
  'status' | 'cap_hit' | 'contract_years' | 'extension_cap_hit' | 'extension_years'
>;

export const capContractOf = (row: ContractTerms): CapContract => ({
  capHit: row.cap_hit,
  yearsLeft: row.contract_years,
  placement: placementOf(row),
  extension:
    row.extension_cap_hit === null
      ? null
      : { capHit: row.extension_cap_hit, years: row.extension_years ?? 1 },
});

/** A cap charge as stored: a buy-out, or salary retained in a trade. */
export const storedChargeOf = (charge: CapChargeRow): StoredCapCharge => ({
  chargePerSeason: charge.charge_per_season,
  firstYear: charge.first_year,
  seasons: charge.seasons,
});

/**
 * A cap charge as the season starting in `year` sees it: what it charges, for how many seasons from then,
 * and what it is for.
 */
export const deadChargeOf = (charge: CapChargeRow, year: number): KindedCharge => ({
  ...deadChargeIn(storedChargeOf(charge), year),
  kind: charge.kind,
});

/** Whether he may go down or be released without waivers, in the season starting in `year`. */
export function waiverExemptNow(
  row: ContractPlayerRow,
  year: number,
  career: LeagueCareer | undefined,
): boolean {
  return isWaiverExempt({
    ageAtFirstContract: row.age_at_first_contract,
    goalie: row.position === 'G',
    firstContractYear: row.first_contract_year,
    seasonYear: year,
    priorGames: row.prior_games,
    leagueGames: career?.games ?? 0,
  });
}

/** His career as the free-agent rules read it: his age, seasons accrued before the league, games in it. */
export const careerFactsOf = (
  row: Pick<ContractPlayerRow, 'age' | 'position' | 'prior_accrued_seasons'>,
  career: LeagueCareer | undefined,
): CareerFacts => ({
  age: row.age,
  goalie: row.position === 'G',
  accruedBefore: row.prior_accrued_seasons,
  leagueSeasonGames: career?.seasonGames ?? [],
});

/** His age and accrued seasons when his contract ends (docs/decisions/043). */
export const expiryFactsOfRow = (row: ContractPlayerRow, career: LeagueCareer | undefined): ExpiryFacts =>
  expiryFactsOf(careerFactsOf(row, career), {
    yearsLeft: row.contract_years,
    regular: placementOf(row) !== 'minors',
  });

/** What he will be when his contract ends. */
export const expiryStatus = (
  row: ContractPlayerRow,
  settings: ContractSettings,
  career: LeagueCareer | undefined,
): FreeAgentStatus => statusAtExpiry(settings, expiryFactsOfRow(row, career));
