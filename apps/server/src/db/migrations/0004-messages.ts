import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

export function messages(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('messages'), kind)
        .addColumn('sender_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('receiver_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('read_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('messages_receiver')
        .on('messages')
        .columns(['receiver_id', 'read_at'])
        .execute();
      await db.schema.createIndex('messages_sender').on('messages').column('sender_id').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('messages').execute();
    },
  };
}
