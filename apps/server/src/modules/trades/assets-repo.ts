import type { Insertable, Selectable } from 'kysely';
import type { Db, DraftPicksTable, PlayersTable } from '../../db/schema';
import type { CapChargesTable, WaiversTable } from '../../db/schema-contracts';

// A trade's players and picks as they stand, and the salary a team retains on a player it trades away.

type PlayerRow = Selectable<PlayersTable>;

/** A player the trade's giver still has, with what his contract carries over. */
export function givenPlayer(
  db: Db,
  playerId: number,
  fromTeamId: number,
): Promise<Pick<PlayerRow, 'id' | 'first_name' | 'last_name' | 'cap_hit' | 'contract_years'> | undefined> {
  return db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'cap_hit', 'contract_years'])
    .where('id', '=', playerId)
    .where('team_id', '=', fromTeamId)
    .executeTakeFirst();
}

/** A player a trade moved, wherever he is now. */
export function tradedPlayer(
  db: Db,
  playerId: number,
): Promise<Pick<PlayerRow, 'id' | 'first_name' | 'last_name' | 'cap_hit' | 'team_id'>> {
  return db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'cap_hit', 'team_id'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
}

export async function insertCapCharge(db: Db, charge: Insertable<CapChargesTable>): Promise<void> {
  await db.insertInto('cap_charges').values(charge).execute();
}

/** The salary the trade's giver retained on the player, if it kept a share. */
export function retainedChargeOf(
  db: Db,
  tradeId: number,
  playerId: number,
): Promise<Pick<Selectable<CapChargesTable>, 'charge_per_season'> | undefined> {
  return db
    .selectFrom('cap_charges')
    .select(['charge_per_season'])
    .where('trade_id', '=', tradeId)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** Removes the retained-salary charges the trade made. */
export async function deleteChargesOfTrade(db: Db, tradeId: number): Promise<void> {
  await db.deleteFrom('cap_charges').where('trade_id', '=', tradeId).execute();
}

/** The team's saved lineup as stored; null when it has none. */
export async function savedLineupText(db: Db, teamId: number): Promise<string | null> {
  const row = await db
    .selectFrom('lineups')
    .select('lineup')
    .where('team_id', '=', teamId)
    .executeTakeFirst();
  return row?.lineup ?? null;
}

/** What names a pick: its year, round and the team it first belonged to. */
export function pickNaming(
  db: Db,
  pickId: number,
): Promise<Pick<Selectable<DraftPicksTable>, 'year' | 'round'> & { name: string }> {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.original_team_id')
    .select(['p.year', 'p.round', 't.name'])
    .where('p.id', '=', pickId)
    .executeTakeFirstOrThrow();
}

/** The league's players a trade would move, as its rules judge them. */
export function assetPlayers(
  db: Db,
  leagueId: number,
  playerIds: readonly number[],
): Promise<
  Pick<PlayerRow, 'id' | 'first_name' | 'last_name' | 'team_id' | 'retired_after_season_id' | 'status'>[]
> {
  return db
    .selectFrom('players')
    .select(['id', 'first_name', 'last_name', 'team_id', 'retired_after_season_id', 'status'])
    .where('league_id', '=', leagueId)
    .where('id', 'in', [...playerIds])
    .execute();
}

/** A pick a trade would move, with who owns it, whether it was used and the name of its first team. */
export interface AssetPickRow extends Pick<
  Selectable<DraftPicksTable>,
  'id' | 'owner_team_id' | 'player_id' | 'year' | 'round'
> {
  original_name: string;
}

export function assetPicks(db: Db, leagueId: number, pickIds: readonly number[]): Promise<AssetPickRow[]> {
  return db
    .selectFrom('draft_picks as p')
    .innerJoin('teams as t', 't.id', 'p.original_team_id')
    .select(['p.id', 'p.owner_team_id', 'p.player_id', 'p.year', 'p.round', 't.name as original_name'])
    .where('p.league_id', '=', leagueId)
    .where('p.id', 'in', [...pickIds])
    .execute();
}

/** Those of the players on open waivers. */
export function playersOnOpenWaivers(
  db: Db,
  playerIds: readonly number[],
): Promise<Pick<Selectable<WaiversTable>, 'player_id'>[]> {
  return db
    .selectFrom('waivers')
    .select('player_id')
    .where('state', '=', 'open')
    .where('player_id', 'in', [...playerIds])
    .execute();
}
