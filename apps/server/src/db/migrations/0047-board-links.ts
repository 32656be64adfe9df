import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/**
 * The board linked to the league (docs/decisions/090): a thread opened from a trade proposal or a news item
 * is found again by its `link_key` (unique, so two clicks at once make one thread), a trade proposal's
 * discussion is `private` to its parties and the commissioners, and a channel the commissioner mirrors to
 * the league's Discord webhook carries the time he turned it on (`mirrored_at`).
 */
export function boardLinks(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('board_threads').addColumn('link_key', 'varchar(40)').execute();
      await db.schema
        .alterTable('board_threads')
        .addColumn('private', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('board_threads_link_key')
        .on('board_threads')
        .column('link_key')
        .unique()
        .execute();
      await db.schema.alterTable('board_channels').addColumn('mirrored_at', 'varchar(32)').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('board_channels').dropColumn('mirrored_at').execute();
      await db.schema.dropIndex('board_threads_link_key').execute();
      await db.schema.alterTable('board_threads').dropColumn('private').execute();
      await db.schema.alterTable('board_threads').dropColumn('link_key').execute();
    },
  };
}
