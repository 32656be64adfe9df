import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { ContractOffersTable } from '../../db/schema-free-agency';

/**
 * Takes a free agent's offers that are due: marked rejected and decided now, in one conditional update,
 * so a second process finds none. Returns the offers taken.
 */
export function takeDueOffers(db: Db, leagueId: number, playerId: number, decidedAt: string) {
  return db
    .updateTable('contract_offers')
    .set({ state: 'rejected', decided_at: decidedAt })
    .where('league_id', '=', leagueId)
    .where('player_id', '=', playerId)
    .where('state', '=', 'open')
    .where('decide_at', '<=', decidedAt)
    .returning(['id', 'team_id', 'cap_hit', 'years', 'decide_at'])
    .execute();
}

/** Ends a player's open offers (due or not) as rejected; returns them. */
export function closeOpenOffersOf(db: Db, playerId: number, decidedAt: string) {
  return db
    .updateTable('contract_offers')
    .set({ state: 'rejected', decided_at: decidedAt })
    .where('player_id', '=', playerId)
    .where('state', '=', 'open')
    .returning(['id', 'team_id'])
    .execute();
}

/** An offer's outcome and the reason given for it. */
export async function setOfferState(
  db: Db,
  offerId: number,
  state: 'accepted' | 'rejected' | 'void',
  reason: string | null,
): Promise<void> {
  await db.updateTable('contract_offers').set({ state, reason }).where('id', '=', offerId).execute();
}

/** The players with offers open in the league and due by `dueBy`, each once. */
export function listPlayersWithDueOffers(db: Db, leagueId: number, dueBy: string) {
  return db
    .selectFrom('contract_offers')
    .select('player_id')
    .distinct()
    .where('league_id', '=', leagueId)
    .where('state', '=', 'open')
    .where('decide_at', '<=', dueBy)
    .execute();
}

/** A team's open offers: to whom, at what cap hit. */
export function openOffersOfTeam(db: Db, teamId: number): Promise<{ player_id: number; cap_hit: number }[]> {
  return db
    .selectFrom('contract_offers')
    .select(['player_id', 'cap_hit'])
    .where('team_id', '=', teamId)
    .where('state', '=', 'open')
    .execute();
}

/** Stores an AI team's offer. */
export async function addOffer(db: Db, offer: Insertable<ContractOffersTable>): Promise<void> {
  await db.insertInto('contract_offers').values(offer).execute();
}

/** Stores a GM's or commissioner's offer; returns its id. */
export async function insertOffer(db: Db, offer: Insertable<ContractOffersTable>): Promise<number> {
  const inserted = await db
    .insertInto('contract_offers')
    .values(offer)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Withdraws an offer while it is open; false when it was already decided or withdrawn. */
export async function withdrawOpenOffer(db: Db, offerId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('contract_offers')
    .set({ state: 'withdrawn', decided_at: at })
    .where('id', '=', offerId)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
