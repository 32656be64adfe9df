import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

/**
 * E-mailed notifications (docs/decisions/035): `notifications.mail_state` marks a notification stored with
 * the 'app_email' channel 'pending' until the digest job mails it ('sent') or decides it never will
 * ('skipped'); `notification_digests` holds each user's digest frequency and the claim one server process
 * takes on the user while it mails them.
 */
export function notificationMail(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('notifications').addColumn('mail_state', 'varchar(16)').execute();
      await db.schema.alterTable('notifications').addColumn('mailed_at', 'varchar(32)').execute();
      // The job looks for the users with pending mail on each pass.
      await db.schema
        .createIndex('notifications_mail_state')
        .on('notifications')
        .columns(['mail_state', 'user_id'])
        .execute();
      await db.schema
        .createTable('notification_digests')
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull().primaryKey()))
        .addColumn('frequency', 'varchar(16)', (c) => c.notNull())
        .addColumn('claimed_until', 'varchar(32)')
        .addColumn('last_sent_at', 'varchar(32)')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('notification_digests').execute();
      await db.schema.dropIndex('notifications_mail_state').execute();
      await db.schema.alterTable('notifications').dropColumn('mailed_at').execute();
      await db.schema.alterTable('notifications').dropColumn('mail_state').execute();
    },
  };
}
