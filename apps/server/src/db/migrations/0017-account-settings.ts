import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Account settings (docs/decisions/040): each refresh token remembers the browser, the rough address
 * and the last use of its sign-in, for the list of sessions (rows from before stay valid: all null);
 * `email_changes` holds an e-mail change until the link mailed to the new address confirms it.
 */
export function accountSettings(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'varchar(300)').execute();
      await db.schema.alterTable('refresh_tokens').addColumn('approximate_ip', 'varchar(64)').execute();
      await db.schema.alterTable('refresh_tokens').addColumn('last_used_at', 'varchar(32)').execute();
      // The sessions list reads a user's live tokens.
      await db.schema
        .createIndex('refresh_tokens_user')
        .on('refresh_tokens')
        .columns(['user_id', 'revoked_at'])
        .execute();

      await withId(db.schema.createTable('email_changes'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('new_email', 'varchar(254)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('cancelled_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('email_changes').execute();
      await db.schema.dropIndex('refresh_tokens_user').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('last_used_at').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('approximate_ip').execute();
      await db.schema.alterTable('refresh_tokens').dropColumn('user_agent').execute();
    },
  };
}
