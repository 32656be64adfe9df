import type { ContractType, PlayerStatus } from '@rinkside/domain';
import type { Updateable } from 'kysely';
import type { PlayersTable } from '../../db/schema';

/** The columns of a player only the ledger writes: his team, status and contract. */
export const LEDGER_PLAYER_COLUMNS = [
  'team_id',
  'status',
  'cap_hit',
  'contract_years',
  'contract_type',
  'contract_signed_year',
  'extension_cap_hit',
  'extension_years',
  'qualifying_offer',
  'last_team_id',
  'retired_after_season_id',
] as const;

export type LedgerPlayerColumn = (typeof LEDGER_PLAYER_COLUMNS)[number];

/** A contract's terms as a move or a signing sets them; what is left out stays as it is. */
export interface ContractChange {
  capHit?: number;
  years?: number;
  type?: ContractType;
  signedYear?: number;
  /** His first contract (an entry-level one): waiver exemption counts from it. */
  first?: { year: number; age: number };
  /** The re-signing that starts when his contract ends; null clears it. */
  extension?: { capHit: number; years: number } | null;
  qualifyingOffer?: number | null;
}

/**
 * What the row must still hold for the change to apply, as the writer read it: a move that finds it
 * otherwise was beaten by another and does not happen.
 */
export interface PlayerGuard {
  /** His team (null: he has none). */
  teamId?: number | null;
  status?: PlayerStatus;
  contractYears?: number;
  /** No extension signed yet. */
  noExtension?: true;
  /** No qualifying offer tendered yet. */
  noQualifyingOffer?: true;
}

/** How a beaten change ends: a 409 with this message, or (skip) nothing written and `moved: false`. */
export type WhenBeaten = { conflict: string } | 'skip';

export type PlayerChanges = Updateable<PlayersTable>;

export function contractColumns(contract: ContractChange): PlayerChanges {
  const set: PlayerChanges = {};
  if (contract.capHit !== undefined) set.cap_hit = contract.capHit;
  if (contract.years !== undefined) set.contract_years = contract.years;
  if (contract.type !== undefined) set.contract_type = contract.type;
  if (contract.signedYear !== undefined) set.contract_signed_year = contract.signedYear;
  if (contract.first !== undefined) {
    set.first_contract_year = contract.first.year;
    set.age_at_first_contract = contract.first.age;
  }
  if (contract.extension !== undefined) {
    set.extension_cap_hit = contract.extension?.capHit ?? null;
    set.extension_years = contract.extension?.years ?? null;
  }
  if (contract.qualifyingOffer !== undefined) set.qualifying_offer = contract.qualifyingOffer;
  return set;
}
