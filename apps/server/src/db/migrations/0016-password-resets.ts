import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Password reset links (docs/decisions/039): one row per link mailed, stored as the SHA-256 of its
 * token like e-mail verification links, single use, good for an hour.
 */
export function passwordResets(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('password_resets'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('password_resets').execute();
    },
  };
}
