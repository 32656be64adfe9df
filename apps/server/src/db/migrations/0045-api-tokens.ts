import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Personal API tokens (docs/decisions/088): a user's tokens for bots and scripts, each stored as the
 * SHA-256 of its secret and found by it, like password reset links.
 */
export function apiTokens(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('api_tokens'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('name', 'varchar(60)', (c) => c.notNull())
        .addColumn('scope', 'varchar(8)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(32)')
        .addColumn('last_used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').column('user_id').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('api_tokens').execute();
    },
  };
}
