import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

// The kinds that waited for the user when this migration was written (docs/decisions/081); a trade's
// steps only when they asked for his answer. Later rows take the domain's rule when they are stored.
const ACTION_KINDS = [
  'application_received',
  'application_accepted',
  'gm_assigned',
  'lineup_attention',
  'inactivity_nudge',
  'autopilot_started',
  'waiver_claim_won',
  'trade_review',
  'draft_on_clock',
  'opening_held',
];

/**
 * Notifications worth reading (docs/decisions/081): each notification records whether it waits for the
 * user's action, so the bell counts those alone; the index serves that count and the bell's two tabs.
 */
export function notificationsToActOn() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('notifications')
        .addColumn('needs_action', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`UPDATE notifications SET needs_action = 1
        WHERE kind IN (${sql.join(ACTION_KINDS)})
           OR (kind = 'trade_update'
               AND (payload LIKE '%"event":"proposed"%' OR payload LIKE '%"event":"countered"%'))`.execute(
        db,
      );
      await db.schema
        .createIndex('notifications_user_action')
        .on('notifications')
        .columns(['user_id', 'needs_action', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('notifications_user_action').execute();
      await db.schema.alterTable('notifications').dropColumn('needs_action').execute();
    },
  };
}
