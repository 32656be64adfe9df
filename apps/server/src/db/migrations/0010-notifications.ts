import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Notifications (docs/decisions/032): one row per event a user is told of, its kind and a JSON payload
 * of that kind's shape; `notification_preferences` holds the kinds a user set to something other than
 * in the app ('app').
 */
export function notifications(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('notifications'), kind)
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('read_at', 'varchar(32)')
        .execute();
      // Pages newest first by id; the unread count reads the same index.
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createTable('notification_preferences')
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('channel', 'varchar(16)', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('notification_preferences').execute();
      await db.schema.dropTable('notifications').execute();
    },
  };
}
