import type { NewsCategory } from '@rinkside/domain';
import type { Insertable } from 'kysely';
import type { LeagueNewsTable } from '../../db/schema-news';
import { insertRows } from '../../db/insert-rows';
import { memberOfLeague } from '../leagues/api';
import type { Db } from '../../db/schema';
import { shownUsername } from '../users/present';

/** News items, in their order, in as few statements as the rows allow. */
export async function insertNews(db: Db, rows: readonly Insertable<LeagueNewsTable>[]): Promise<void> {
  await insertRows(db, 'league_news', rows);
}

const COLUMNS = ['id', 'league_id', 'kind', 'payload', 'created_at', 'league_at'] as const;

/**
 * The league's news after the item `before` (an id) in the feed's order, newest first by league time
 * (docs/decisions/079), of one category or all.
 */
export async function listPage(
  db: Db,
  leagueId: number,
  { before, limit, category }: { before?: number; limit: number; category?: NewsCategory },
) {
  let query = db
    .selectFrom('league_news')
    .select(COLUMNS)
    .where('league_id', '=', leagueId)
    .orderBy('league_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);
  if (category !== undefined) query = query.where('category', '=', category);
  if (before !== undefined) {
    const cursor = await db
      .selectFrom('league_news')
      .select(['id', 'league_at'])
      .where('id', '=', before)
      .where('league_id', '=', leagueId)
      .executeTakeFirst();
    if (cursor === undefined) return [];
    query = query.where((eb) =>
      eb.or([
        eb('league_at', '<', cursor.league_at),
        eb.and([eb('league_at', '=', cursor.league_at), eb('id', '<', cursor.id)]),
      ]),
    );
  }
  return query.execute();
}
export type NewsRow = Awaited<ReturnType<typeof listPage>>[number];

/** The newest news of every league the user runs or is a GM in, with the league's name. */
export function listForUser(db: Db, userId: number, limit: number) {
  const mine = db.selectFrom('leagues').select('leagues.id').where(memberOfLeague(userId));
  return db
    .selectFrom('league_news')
    .innerJoin('leagues', 'leagues.id', 'league_news.league_id')
    .select([
      'league_news.id',
      'league_news.league_id',
      'league_news.kind',
      'league_news.payload',
      'league_news.created_at',
      'league_news.league_at',
      'leagues.name as league_name',
      'leagues.time_zone',
    ])
    .where('league_news.league_id', 'in', mine)
    .orderBy('league_news.id', 'desc')
    .limit(limit)
    .execute();
}

/** The league's active season, the one its news belongs to when the event does not say. */
export async function activeSeason(db: Db, leagueId: number) {
  return db
    .selectFrom('seasons')
    .select(['id', 'name'])
    .where('league_id', '=', leagueId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/** The users' names as shown (a deleted account's too), by id. */
export async function usernames(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username', 'deleted_at'])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((r) => [r.id, shownUsername(r.username, r.deleted_at)]));
}

/** A season's name and its champion, if it has one; undefined when there is no such season. */
export async function seasonOf(db: Db, seasonId: number) {
  return db
    .selectFrom('seasons')
    .leftJoin('teams', 'teams.id', 'seasons.champion_team_id')
    .select(['seasons.name', 'teams.id as team_id', 'teams.name as team_name'])
    .where('seasons.id', '=', seasonId)
    .executeTakeFirst();
}

/** One news item of the league, if it is the league's. */
export function findNews(db: Db, leagueId: number, newsId: number) {
  return db
    .selectFrom('league_news')
    .select(COLUMNS)
    .where('id', '=', newsId)
    .where('league_id', '=', leagueId)
    .executeTakeFirst();
}
