import type { MigrationDb } from './helpers';

/**
 * Inactive GMs (docs/decisions/036): a league's inactivity thresholds (JSON; null: the defaults) and one
 * `gm_activity` row per GM seat: the GM it watches, when it began to, the GM's last request in the league
 * and the nudge and autopilot of the current stretch away. A row naming another user than the team's GM
 * is a former seat's, started over by the next check.
 */
export function gmActivity() {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('inactivity_settings', 'text').execute();
      await db.schema
        .createTable('gm_activity')
        .addColumn('team_id', 'integer', (c) => c.primaryKey().references('teams.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tracked_since', 'varchar(32)', (c) => c.notNull())
        .addColumn('last_active_at', 'varchar(32)')
        .addColumn('nudged_at', 'varchar(32)')
        .addColumn('autopilot_at', 'varchar(32)')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('gm_activity').execute();
      await db.schema.alterTable('leagues').dropColumn('inactivity_settings').execute();
    },
  };
}
