import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { BoardChannelsTable } from '../../db/schema-board';
import { type ThreadReader, readableBy } from './threads-repo';

export type BoardChannelRow = Awaited<ReturnType<typeof listChannels>>[number];

/** The league's channels in their order, each with the count and latest post of the threads the reader reads. */
export function listChannels(db: Db, leagueId: number, reader: ThreadReader) {
  return db
    .selectFrom('board_channels')
    .leftJoin('board_threads', (join) =>
      join.onRef('board_threads.channel_id', '=', 'board_channels.id').on((eb) => readableBy(eb, reader)),
    )
    .select([
      'board_channels.id',
      'board_channels.name',
      'board_channels.read_only',
      'board_channels.position',
      'board_channels.mirrored_at',
      (eb) => eb.fn.count<number | string>('board_threads.id').as('thread_count'),
      (eb) => eb.fn.max('board_threads.last_post_at').as('last_post_at'),
    ])
    .where('board_channels.league_id', '=', leagueId)
    .groupBy([
      'board_channels.id',
      'board_channels.name',
      'board_channels.read_only',
      'board_channels.position',
      'board_channels.mirrored_at',
    ])
    .orderBy('board_channels.position')
    .orderBy('board_channels.id')
    .execute();
}

export function findChannel(db: Db, input: { leagueId: number; channelId: number }) {
  return db
    .selectFrom('board_channels')
    .selectAll()
    .where('id', '=', input.channelId)
    .where('league_id', '=', input.leagueId)
    .executeTakeFirst();
}

export async function countChannels(db: Db, leagueId: number): Promise<number> {
  const row = await db
    .selectFrom('board_channels')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('league_id', '=', leagueId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChannel(db: Db, channel: Insertable<BoardChannelsTable>): Promise<number> {
  const row = await db.insertInto('board_channels').values(channel).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The default channels, each once: a channel of the same name already there is left as it is. */
export async function insertChannelsOnce(db: Db, channels: Insertable<BoardChannelsTable>[]): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto('board_channels')
    .values(channels)
    .onConflict((oc) => oc.columns(['league_id', 'name']).doNothing())
    .execute();
}

/**
 * Per channel of the league, the posts after the user's read marker: not the user's own, not deleted, in
 * threads the user reads.
 */
export async function unreadByChannel(
  db: Db,
  input: { leagueId: number; userId: number; reader: ThreadReader },
) {
  const rows = await db
    .selectFrom('board_posts')
    .innerJoin('board_threads', 'board_threads.id', 'board_posts.thread_id')
    .leftJoin('board_read_markers', (join) =>
      join
        .onRef('board_read_markers.channel_id', '=', 'board_threads.channel_id')
        .on('board_read_markers.user_id', '=', input.userId),
    )
    .select(['board_threads.channel_id', (eb) => eb.fn.countAll<number | string>().as('unread')])
    .where('board_posts.league_id', '=', input.leagueId)
    .where('board_posts.deleted_at', 'is', null)
    .where((eb) => readableBy(eb, input.reader))
    .where((eb) =>
      eb.or([eb('board_posts.author_id', 'is', null), eb('board_posts.author_id', '!=', input.userId)]),
    )
    .where((eb) =>
      eb.or([
        eb('board_read_markers.last_read_post_id', 'is', null),
        eb('board_posts.id', '>', eb.ref('board_read_markers.last_read_post_id')),
      ]),
    )
    .groupBy('board_threads.channel_id')
    .execute();
  return new Map(rows.map((row) => [row.channel_id, Number(row.unread)]));
}

/** The newest post of a channel, for its read marker. */
export async function latestPostOfChannel(db: Db, channelId: number): Promise<number | null> {
  const row = await db
    .selectFrom('board_posts')
    .innerJoin('board_threads', 'board_threads.id', 'board_posts.thread_id')
    .select((eb) => eb.fn.max('board_posts.id').as('id'))
    .where('board_threads.channel_id', '=', channelId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Moves the user's read marker of the channel forward to the post (never back). */
export async function markChannelRead(
  db: Db,
  input: { userId: number; channelId: number; postId: number },
): Promise<void> {
  await db
    .insertInto('board_read_markers')
    .values({ user_id: input.userId, channel_id: input.channelId, last_read_post_id: input.postId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'channel_id']).doUpdateSet((eb) => ({
        // max() of two values is SQLite's, GREATEST PostgreSQL's: a CASE reads alike on both.
        last_read_post_id: eb
          .case()
          .when('excluded.last_read_post_id', '>', eb.ref('board_read_markers.last_read_post_id'))
          .then(eb.ref('excluded.last_read_post_id'))
          .else(eb.ref('board_read_markers.last_read_post_id'))
          .end(),
      })),
    )
    .execute();
}

/** Turns the channel's Discord mirror on (from `at`) or off (null). */
export async function setChannelMirror(db: Db, input: { channelId: number; mirroredAt: string | null }) {
  await db
    .updateTable('board_channels')
    .set({ mirrored_at: input.mirroredAt })
    .where('id', '=', input.channelId)
    .execute();
}

/** The league's channel of that name, else its first: where a linked thread goes. */
export async function findChannelNamed(db: Db, input: { leagueId: number; name: string }) {
  const rows = await db
    .selectFrom('board_channels')
    .selectAll()
    .where('league_id', '=', input.leagueId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.find((row) => row.name === input.name) ?? rows[0];
}
