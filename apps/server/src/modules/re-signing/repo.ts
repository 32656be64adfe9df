import { commitmentsBySeason } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import { databaseErrorKind } from '../../db/errors';
import type { ContractTalksTable } from '../../db/schema-contract-talks';
import { conflict } from '../../http/errors';
import { capContractOf, deadChargeOf } from '../contracts/contract-facts';
import * as contracts from '../contracts/repo';
import type { Db } from '../leagues/repo';

export function listTalksOfTeam(db: Db, seasonId: number, teamId: number) {
  return db
    .selectFrom('contract_talks')
    .selectAll()
    .where('season_id', '=', seasonId)
    .where('team_id', '=', teamId)
    .execute();
}

export type TalksRow = Awaited<ReturnType<typeof listTalksOfTeam>>[number];

export function findTalks(db: Db, seasonId: number, playerId: number) {
  return db
    .selectFrom('contract_talks')
    .selectAll()
    .where('season_id', '=', seasonId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** Opens talks with a player; talks opened a moment ago by another request make this a 409. */
export async function insertTalks(db: Db, row: Insertable<ContractTalksTable>): Promise<void> {
  try {
    await db.insertInto('contract_talks').values(row).execute();
  } catch (error) {
    if (databaseErrorKind(error) === 'unique-violation')
      throw conflict('Another offer to this player was made a moment ago: reload and try again.');
    throw error;
  }
}

/** Records an answer on talks read with `offers` offers made; another offer in between makes this a 409. */
export async function updateTalks(
  db: Db,
  id: number,
  offers: number,
  change: Pick<
    ContractTalksTable,
    'mood' | 'offer_cap_hit' | 'offer_years' | 'counter_cap_hit' | 'counter_years' | 'updated_at'
  > & { state: 'open' | 'agreed' | 'broken' },
): Promise<void> {
  const result = await db
    .updateTable('contract_talks')
    .set({ ...change, offers: offers + 1 })
    .where('id', '=', id)
    .where('offers', '=', offers)
    .where('state', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict('Another offer to this player was made a moment ago: reload and try again.');
}

/** Gives a player his extension; one given a moment ago by another request makes this a 409. */
export async function signExtension(
  db: Db,
  playerId: number,
  teamId: number,
  terms: { capHit: number; years: number },
): Promise<void> {
  const result = await db
    .updateTable('players')
    .set({ extension_cap_hit: terms.capHit, extension_years: terms.years })
    .where('id', '=', playerId)
    .where('team_id', '=', teamId)
    .where('contract_years', '=', 1)
    .where('extension_cap_hit', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict('That player re-signed a moment ago (another request got there first): reload to see it.');
}

/** Tenders a qualifying offer once: a second, even at the same moment, is a 409. */
export async function tenderQualifyingOffer(db: Db, playerId: number, amount: number): Promise<void> {
  const result = await db
    .updateTable('players')
    .set({ qualifying_offer: amount })
    .where('id', '=', playerId)
    .where('qualifying_offer', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1)
    throw conflict('A qualifying offer was already tendered to this player.');
}

/** A team's points percentage in a season's regular season; null before it has played. */
export async function teamPointsPercentage(db: Db, seasonId: number, teamId: number): Promise<number | null> {
  const record = await db
    .selectFrom('team_game_stats as t')
    .innerJoin('games', 'games.id', 't.game_id')
    .select([
      (eb) => eb.fn.countAll<number>().as('played'),
      (eb) => eb.fn.sum<number>(eb.case().when('t.result', '=', 'W').then(1).else(0).end()).as('wins'),
      (eb) => eb.fn.sum<number>(eb.case().when('t.result', '=', 'OTL').then(1).else(0).end()).as('otl'),
    ])
    .where('t.season_id', '=', seasonId)
    .where('t.team_id', '=', teamId)
    .where('games.game_type', '=', 'regular')
    .executeTakeFirst();
  const played = Number(record?.played ?? 0);
  return played === 0 ? null : (2 * Number(record?.wins ?? 0) + Number(record?.otl ?? 0)) / (2 * played);
}

/**
 * What a team has committed for the season after the one starting in `year`, every player in full:
 * contracts running into it, extensions signed, and buy-out charges.
 */
export async function nextSeasonCommitted(
  db: Db,
  teamId: number,
  year: number,
  players: readonly contracts.ContractPlayerRow[],
): Promise<number> {
  const charges = await contracts.listCapCharges(db, teamId, year);
  const dead = charges.map((c) => deadChargeOf(c, year));
  // Extensions signed count there too (capContractOf carries them).
  return commitmentsBySeason(players.map(capContractOf), dead, 2)[1] ?? 0;
}
