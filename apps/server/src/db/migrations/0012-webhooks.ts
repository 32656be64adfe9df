import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * Outgoing webhooks (docs/decisions/034): a league's webhooks, each with its format, the event kinds
 * it takes (JSON array) and the secret its JSON deliveries are signed with; `webhook_deliveries` is the
 * durable outbox, one row per event per webhook, claimed by one server process at a time.
 */
export function webhooks(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('league_webhooks'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('format', 'varchar(16)', (c) => c.notNull())
        .addColumn('kinds', 'text', (c) => c.notNull())
        .addColumn('secret', 'varchar(80)', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('disabled_at', 'varchar(32)')
        .execute();
      await db.schema
        .createIndex('league_webhooks_league')
        .on('league_webhooks')
        .column('league_id')
        .execute();
      await withId(db.schema.createTable('webhook_deliveries'), kind)
        .addColumn('webhook_id', 'integer', (c) => references('league_webhooks.id')(c.notNull()))
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('last_status_code', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('delivered_at', 'varchar(32)')
        .addColumn('claimed_by', 'varchar(64)')
        .addColumn('claim_until', 'varchar(32)')
        .execute();
      // The worker's scan: due rows by status and time.
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      // The commissioner's list: a webhook's latest deliveries.
      await db.schema
        .createIndex('webhook_deliveries_webhook')
        .on('webhook_deliveries')
        .columns(['webhook_id', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('webhook_deliveries').execute();
      await db.schema.dropTable('league_webhooks').execute();
    },
  };
}
