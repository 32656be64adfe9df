import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { BoardPostsTable } from '../../db/schema-board';

function posts(db: Db) {
  return db
    .selectFrom('board_posts')
    .leftJoin('users', 'users.id', 'board_posts.author_id')
    .select([
      'board_posts.id',
      'board_posts.thread_id',
      'board_posts.author_id',
      'board_posts.body',
      'board_posts.created_at',
      'board_posts.edited_at',
      'board_posts.deleted_at',
      'board_posts.deleted_by',
      'users.username',
      'users.deleted_at as author_deleted_at',
    ]);
}

export type BoardPostRow = Awaited<ReturnType<typeof listPostPage>>[number];

/** Up to `count` posts of the thread after the post `after` (an id), oldest first. */
export function listPostPage(db: Db, input: { threadId: number; after?: number; count: number }) {
  let query = posts(db).where('board_posts.thread_id', '=', input.threadId);
  if (input.after !== undefined) query = query.where('board_posts.id', '>', input.after);
  return query.orderBy('board_posts.id').limit(input.count).execute();
}

/** A post of the league, with its thread's channel and lock. */
export function findPost(db: Db, input: { leagueId: number; postId: number }) {
  return posts(db)
    .innerJoin('board_threads', 'board_threads.id', 'board_posts.thread_id')
    .leftJoin('trades', 'trades.id', 'board_threads.trade_id')
    .select([
      'board_threads.channel_id',
      'board_threads.locked_at',
      'board_threads.title',
      'board_threads.private',
      'trades.proposer_team_id',
      'trades.partner_team_id',
    ])
    .where('board_posts.id', '=', input.postId)
    .where('board_posts.league_id', '=', input.leagueId)
    .executeTakeFirst();
}

export async function insertPost(db: Db, post: Insertable<BoardPostsTable>): Promise<number> {
  const row = await db.insertInto('board_posts').values(post).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePostBody(db: Db, input: { postId: number; body: string; at: string }) {
  await db
    .updateTable('board_posts')
    .set({ body: input.body, edited_at: input.at })
    .where('id', '=', input.postId)
    .execute();
}

/** Marks the post deleted and empties its body: a deleted post keeps its place, not its words. */
export async function deletePost(db: Db, input: { postId: number; at: string; by: number }) {
  await db
    .updateTable('board_posts')
    .set({ body: '', deleted_at: input.at, deleted_by: input.by })
    .where('id', '=', input.postId)
    .execute();
}

/**
 * On PostgreSQL, locks the poster's user row for the transaction, so his racing posts check the rate limit
 * one after another; SQLite's one writer does the same (a racing writer's stale read is retried).
 */
export async function lockPoster(db: Db, kind: 'sqlite' | 'postgres', userId: number): Promise<void> {
  if (kind !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** When the user's posts in the league since `since` were written: the facts of the rate limit. */
export async function recentPostTimes(
  db: Db,
  input: { leagueId: number; userId: number; since: string },
): Promise<string[]> {
  const rows = await db
    .selectFrom('board_posts')
    .select('created_at')
    .where('league_id', '=', input.leagueId)
    .where('author_id', '=', input.userId)
    .where('created_at', '>', input.since)
    .execute();
  return rows.map((row) => row.created_at);
}

/** Every reaction to the posts, with who reacted. */
export function reactionsOf(db: Db, postIds: readonly number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('board_reactions')
    .select(['post_id', 'user_id', 'emoji'])
    .where('post_id', 'in', postIds)
    .orderBy('created_at')
    .execute();
}

/** Adds the reaction; a second PUT of the same one changes nothing. */
export async function insertReaction(
  db: Db,
  input: { postId: number; userId: number; emoji: string; at: string },
): Promise<void> {
  await db
    .insertInto('board_reactions')
    .values({ post_id: input.postId, user_id: input.userId, emoji: input.emoji, created_at: input.at })
    .onConflict((oc) => oc.columns(['post_id', 'user_id', 'emoji']).doNothing())
    .execute();
}

export async function deleteReaction(db: Db, input: { postId: number; userId: number; emoji: string }) {
  await db
    .deleteFrom('board_reactions')
    .where('post_id', '=', input.postId)
    .where('user_id', '=', input.userId)
    .where('emoji', '=', input.emoji)
    .execute();
}
