import type { Selectable } from 'kysely';
import type { Db, LeaguesTable } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export type LeagueRow = Selectable<LeaguesTable>;

/** A league, or undefined. */
export function findLeague(db: Db, leagueId: number): Promise<LeagueRow | undefined> {
  return db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirst();
}

/** Whether the user is the GM of one of the league's teams. */
export async function isGmOfLeague(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const team = await db
    .selectFrom('teams')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('gm_user_id', '=', userId)
    .executeTakeFirst();
  return team !== undefined;
}

export async function coCommissionerIdsOf(db: Db, leagueId: number): Promise<number[]> {
  const rows = await readingPoint(() =>
    db.selectFrom('league_co_commissioners').select('user_id').where('league_id', '=', leagueId).execute(),
  );
  return rows.map((r) => r.user_id);
}

export function listCoCommissioners(db: Db, leagueId: number) {
  return db
    .selectFrom('league_co_commissioners as co')
    .innerJoin('users', 'users.id', 'co.user_id')
    .leftJoin('teams', (join) =>
      join.onRef('teams.league_id', '=', 'co.league_id').onRef('teams.gm_user_id', '=', 'co.user_id'),
    )
    .select(['co.user_id', 'co.named_at', 'users.username', 'users.deleted_at', 'teams.name as team_name'])
    .where('co.league_id', '=', leagueId)
    .orderBy('users.username_key')
    .execute();
}

export async function insertCoCommissioner(db: Db, row: { leagueId: number; userId: number; at: string }) {
  await db
    .insertInto('league_co_commissioners')
    .values({ league_id: row.leagueId, user_id: row.userId, named_at: row.at })
    .execute();
}

/** Removes the co-commissioner; false when he was not one (or another request removed him first). */
export async function deleteCoCommissioner(db: Db, leagueId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('league_co_commissioners')
    .where('league_id', '=', leagueId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The league's GMs whose accounts stand: their usernames by user id. */
export async function gmsOfLeague(db: Db, leagueId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('teams')
    .innerJoin('users', 'users.id', 'teams.gm_user_id')
    .select(['users.id', 'users.username'])
    .where('teams.league_id', '=', leagueId)
    .where('users.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A user's username, and when his account was deleted (throws when there is no such user). */
export function userById(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** A user's username, and when his account was deleted, or undefined. */
export function findUser(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['username', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** A league's name, or undefined. */
export function findLeagueName(db: Db, leagueId: number) {
  return db.selectFrom('leagues').select('name').where('id', '=', leagueId).executeTakeFirst();
}

/** The league columns that hold one of its settings, as JSON. */
export type SettingsColumn = 'trade_settings' | 'contract_settings' | 'draft_settings';

/** Stores one of a league's settings as JSON (null: back to the defaults). */
export async function setLeagueSettings(
  db: Db,
  leagueId: number,
  column: SettingsColumn,
  json: string | null,
): Promise<void> {
  await db
    .updateTable('leagues')
    .set({ [column]: json })
    .where('id', '=', leagueId)
    .execute();
}
