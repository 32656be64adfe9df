import type { Db } from '../leagues/repo';

export async function coCommissionerIdsOf(db: Db, leagueId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('league_co_commissioners')
    .select('user_id')
    .where('league_id', '=', leagueId)
    .execute();
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
