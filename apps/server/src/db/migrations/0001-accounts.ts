import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

export function accounts(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('users'), kind)
        .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('username', 'varchar(24)', (c) => c.notNull())
        .addColumn('username_key', 'varchar(24)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('gm_name', 'varchar(40)')
        .addColumn('favorite_team', 'varchar(64)')
        .addColumn('prefers_to', 'varchar(200)')
        .addColumn('email_verified_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('email_verifications'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('refresh_tokens'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('family', 'varchar(64)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(32)')
        .addColumn('revoked_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('refresh_tokens').execute();
      await db.schema.dropTable('email_verifications').execute();
      await db.schema.dropTable('users').execute();
    },
  };
}
