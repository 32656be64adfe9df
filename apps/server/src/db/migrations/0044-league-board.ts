import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * The league board (docs/decisions/087): a league's channels, their threads and posts, reactions, mutes
 * and each user's read marker per channel. Flags are times (pinned_at, locked_at, deleted_at), as
 * elsewhere; threads and posts carry their league so the league-access guard finds it in one step.
 */
export function leagueBoard(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('board_channels'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('board_channels_league_name', ['league_id', 'name'])
        .execute();

      await withId(db.schema.createTable('board_threads'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('channel_id', 'integer', (c) => references('board_channels.id')(c.notNull()))
        .addColumn('author_id', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_post_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('pinned_at', 'varchar(32)')
        .addColumn('locked_at', 'varchar(32)')
        .addColumn('trade_id', 'integer', (c) => references('trades.id', 'set null')(c))
        .addColumn('news_id', 'integer', (c) => references('league_news.id', 'set null')(c))
        .execute();
      await db.schema
        .createIndex('board_threads_channel_last_post')
        .on('board_threads')
        .columns(['channel_id', 'last_post_at', 'id'])
        .execute();

      await withId(db.schema.createTable('board_posts'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('thread_id', 'integer', (c) => references('board_threads.id')(c.notNull()))
        .addColumn('author_id', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('edited_at', 'varchar(32)')
        .addColumn('deleted_at', 'varchar(32)')
        .addColumn('deleted_by', 'integer', (c) => references('users.id', 'set null')(c))
        .execute();
      await db.schema
        .createIndex('board_posts_thread')
        .on('board_posts')
        .columns(['thread_id', 'id'])
        .execute();
      // The rate limit reads a user's latest posts in a league.
      await db.schema
        .createIndex('board_posts_author')
        .on('board_posts')
        .columns(['league_id', 'author_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('board_reactions')
        .addColumn('post_id', 'integer', (c) => references('board_posts.id')(c.notNull()))
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('emoji', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('board_reactions_pk', ['post_id', 'user_id', 'emoji'])
        .execute();

      await db.schema
        .createTable('board_mutes')
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('until', 'varchar(32)', (c) => c.notNull())
        .addColumn('muted_by', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('muted_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('board_mutes_pk', ['league_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('board_read_markers')
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('channel_id', 'integer', (c) => references('board_channels.id')(c.notNull()))
        .addColumn('last_read_post_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('board_read_markers_pk', ['user_id', 'channel_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('board_read_markers').execute();
      await db.schema.dropTable('board_mutes').execute();
      await db.schema.dropTable('board_reactions').execute();
      await db.schema.dropIndex('board_posts_author').execute();
      await db.schema.dropIndex('board_posts_thread').execute();
      await db.schema.dropTable('board_posts').execute();
      await db.schema.dropIndex('board_threads_channel_last_post').execute();
      await db.schema.dropTable('board_threads').execute();
      await db.schema.dropTable('board_channels').execute();
    },
  };
}
