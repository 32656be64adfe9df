import type { Insertable } from 'kysely';
import type { DraftProspectsTable } from '../../db/schema-draft';
import type { Db, PlayersTable } from '../../db/schema';

/** The number of prospects in the league's class of the year (re-entries included). */
export async function countProspects(db: Db, leagueId: number, year: number): Promise<number> {
  const row = await db
    .selectFrom('draft_prospects')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('league_id', '=', leagueId)
    .where('year', '=', year)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds the class's players, returning their ids in the order given. */
export function insertClassPlayers(db: Db, rows: Insertable<PlayersTable>[]): Promise<{ id: number }[]> {
  return db.insertInto('players').values(rows).returning('id').execute();
}

/** Adds the prospects to their class. */
export async function insertProspects(db: Db, rows: Insertable<DraftProspectsTable>[]): Promise<void> {
  await db.insertInto('draft_prospects').values(rows).execute();
}

/** A player of a draft class, as a pick reads him. */
export interface ClassPlayer {
  id: number;
  first_name: string;
  last_name: string;
  position: string;
  status: string;
  team_id: number | null;
}

/** A player of the league's class of the year, as a pick needs him; undefined when he is not in it. */
export function findClassPlayer(
  db: Db,
  draft: { league_id: number; year: number },
  playerId: number,
): Promise<ClassPlayer | undefined> {
  return db
    .selectFrom('players as p')
    .innerJoin('draft_prospects as d', 'd.player_id', 'p.id')
    .select(['p.id', 'p.first_name', 'p.last_name', 'p.position', 'p.status', 'p.team_id'])
    .where('p.id', '=', playerId)
    .where('d.league_id', '=', draft.league_id)
    .where('d.year', '=', draft.year)
    .executeTakeFirst();
}

/** Those of the players still waiting to be drafted (status 'draft'). */
export function listUndrafted(db: Db, playerIds: number[]): Promise<{ id: number }[]> {
  return db
    .selectFrom('players')
    .select('id')
    .where('id', 'in', playerIds)
    .where('status', '=', 'draft')
    .execute();
}

/** Those of the players in the league's class of the year. */
export function listInClass(
  db: Db,
  draft: { league_id: number; year: number },
  playerIds: number[],
): Promise<{ player_id: number }[]> {
  return db
    .selectFrom('draft_prospects')
    .select('player_id')
    .where('league_id', '=', draft.league_id)
    .where('year', '=', draft.year)
    .where('player_id', 'in', playerIds)
    .execute();
}

/** The scouts' error on a prospect's potential; undefined for a player who is no prospect. */
export function findScoutBias(db: Db, playerId: number): Promise<{ scout_bias: number } | undefined> {
  return db
    .selectFrom('draft_prospects')
    .select('scout_bias')
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}
