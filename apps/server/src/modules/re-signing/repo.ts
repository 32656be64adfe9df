import { commitmentsBySeason, pointsPercentage } from '@rinkside/domain';
import type { Insertable, Selectable } from 'kysely';
import { databaseErrorKind } from '../../db/errors';
import type { TeamsTable } from '../../db/schema';
import type { ContractTalksTable } from '../../db/schema-contract-talks';
import { conflict } from '../../http/errors';
import { capContractOf, deadChargeOf } from '../contracts/contract-facts';
import * as contracts from '../contracts/api';
import { regularSeasonRecords, type Db } from '../leagues/api';

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

/** A new row of talks. */
export type NewTalks = Insertable<ContractTalksTable>;

/** Opens talks with a player; talks opened a moment ago by another request make this a 409. */
export async function insertTalks(db: Db, row: NewTalks): Promise<void> {
  await insertManyTalks(db, [row]);
}

/** `insertTalks` for several players' talks, in one statement. */
export async function insertManyTalks(
  db: Db,
  rows: readonly Insertable<ContractTalksTable>[],
): Promise<void> {
  if (rows.length === 0) return;
  try {
    await db.insertInto('contract_talks').values(rows).execute();
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

/** A team's points percentage in a season's regular season; null before it has played. */
export async function teamPointsPercentage(db: Db, seasonId: number, teamId: number): Promise<number | null> {
  const record = (await regularSeasonRecords(db, seasonId, [teamId])).get(teamId);
  return record ? pointsPercentage(record) : null;
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

/** The league's AI teams (no GM), by id. */
export function aiTeamsOfLeague(db: Db, leagueId: number): Promise<Selectable<TeamsTable>[]> {
  return db
    .selectFrom('teams')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('gm_user_id', 'is', null)
    .orderBy('id')
    .execute();
}
