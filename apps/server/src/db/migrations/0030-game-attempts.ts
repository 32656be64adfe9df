import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * A game's failed attempts (docs/decisions/063): how many, the last error, when it may be tried again and,
 * after too many, when it was set aside (quarantined) for the commissioner. Existing games have none.
 */
export function gameAttempts() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('games')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .execute();
      await db.schema.alterTable('games').addColumn('last_error', 'text').execute();
      await db.schema.alterTable('games').addColumn('next_attempt_at', 'varchar(32)').execute();
      await db.schema.alterTable('games').addColumn('quarantined_at', 'varchar(32)').execute();
      // The health check counts them, the commissioner lists a league's: both read by this column.
      await db.schema.createIndex('games_quarantined').on('games').columns(['quarantined_at']).execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('games_quarantined').execute();
      for (const column of ['quarantined_at', 'next_attempt_at', 'last_error', 'attempts'])
        await db.schema.alterTable('games').dropColumn(column).execute();
    },
  };
}
