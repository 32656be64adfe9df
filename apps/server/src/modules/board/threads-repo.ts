import { type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { BoardThreadsTable } from '../../db/schema-board';

const threadColumns = [
  'board_threads.id',
  'board_threads.channel_id',
  'board_threads.author_id',
  'board_threads.title',
  'board_threads.created_at',
  'board_threads.last_post_at',
  'board_threads.pinned_at',
  'board_threads.locked_at',
  'board_threads.trade_id',
  'board_threads.news_id',
  'board_threads.link_key',
  'board_threads.private',
  'trades.proposer_team_id',
  'trades.partner_team_id',
  'users.username',
  'users.deleted_at as author_deleted_at',
] as const;

function threads(db: Db) {
  return db
    .selectFrom('board_threads')
    .leftJoin('users', 'users.id', 'board_threads.author_id')
    .leftJoin('trades', 'trades.id', 'board_threads.trade_id')
    .select(threadColumns)
    .select((eb) =>
      eb
        .selectFrom('board_posts')
        .select((p) => p.fn.countAll<number | string>().as('n'))
        .whereRef('board_posts.thread_id', '=', 'board_threads.id')
        .as('post_count'),
    );
}

export type BoardThreadRow = Awaited<ReturnType<typeof findThread>> & object;

export function findThread(db: Db, input: { leagueId: number; threadId: number }) {
  return threads(db)
    .where('board_threads.id', '=', input.threadId)
    .where('board_threads.league_id', '=', input.leagueId)
    .executeTakeFirst();
}

/** Who reads which threads (decision 090): commissioners all; others the public ones and their team's trades'. */
export interface ThreadReader {
  moderator: boolean;
  teamId: number | null;
}

/** The threads the reader may read: a private one only by its trade's GMs and the commissioners. */
export function readableBy(eb: ExpressionBuilder<Database, 'board_threads'>, reader: ThreadReader) {
  if (reader.moderator) return sql<SqlBool>`1 = 1`;
  const { teamId } = reader;
  if (teamId === null) return eb('board_threads.private', '=', 0);
  return eb.or([
    eb('board_threads.private', '=', 0),
    eb(
      'board_threads.trade_id',
      'in',
      eb
        .selectFrom('trades')
        .select('trades.id')
        .where((t) =>
          t.or([t('trades.proposer_team_id', '=', teamId), t('trades.partner_team_id', '=', teamId)]),
        ),
    ),
  ]);
}

/** The thread opened from a trade or a news item (its link key), if any. */
export function findLinkedThread(db: Db, input: { leagueId: number; linkKey: string }) {
  return threads(db)
    .where('board_threads.link_key', '=', input.linkKey)
    .where('board_threads.league_id', '=', input.leagueId)
    .executeTakeFirst();
}

/** The channel's pinned threads the reader may read, newest post first. */
export function listPinnedThreads(db: Db, channelId: number, reader: ThreadReader) {
  return threads(db)
    .where('board_threads.channel_id', '=', channelId)
    .where((eb) => readableBy(eb, reader))
    .where('board_threads.pinned_at', 'is not', null)
    .orderBy('board_threads.last_post_at', 'desc')
    .orderBy('board_threads.id', 'desc')
    .execute();
}

/** Up to `count` of the channel's unpinned threads the reader may read, newest post first, after the cursor's (time, id). */
export function listThreadPage(
  db: Db,
  input: {
    channelId: number;
    after?: { lastPostAt: string; id: number };
    count: number;
    reader: ThreadReader;
  },
) {
  let query = threads(db)
    .where('board_threads.channel_id', '=', input.channelId)
    .where((eb) => readableBy(eb, input.reader))
    .where('board_threads.pinned_at', 'is', null);
  const { after } = input;
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('board_threads.last_post_at', '<', after.lastPostAt),
        eb.and([
          eb('board_threads.last_post_at', '=', after.lastPostAt),
          eb('board_threads.id', '<', after.id),
        ]),
      ]),
    );
  return query
    .orderBy('board_threads.last_post_at', 'desc')
    .orderBy('board_threads.id', 'desc')
    .limit(input.count)
    .execute();
}

export async function insertThread(db: Db, thread: Insertable<BoardThreadsTable>): Promise<number> {
  const row = await db.insertInto('board_threads').values(thread).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function touchThread(db: Db, input: { threadId: number; at: string }): Promise<void> {
  await db
    .updateTable('board_threads')
    .set({ last_post_at: input.at })
    .where('id', '=', input.threadId)
    .execute();
}

export async function setThreadFlags(
  db: Db,
  input: { threadId: number; pinnedAt?: string | null; lockedAt?: string | null },
): Promise<void> {
  await db
    .updateTable('board_threads')
    .set({
      ...(input.pinnedAt !== undefined ? { pinned_at: input.pinnedAt } : {}),
      ...(input.lockedAt !== undefined ? { locked_at: input.lockedAt } : {}),
    })
    .where('id', '=', input.threadId)
    .execute();
}
