import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

/**
 * The floor binds at the opening (docs/decisions/076): when the commissioner started a season's regular
 * season though GM teams were below the floor (null: he has not), and one row per season and team whose GM
 * was told that his payroll holds the opening, so he is told once however many processes find it held.
 */
export function openingHold(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('seasons').addColumn('floor_overridden_at', 'varchar(32)').execute();
      await db.schema
        .createTable('opening_hold_notices')
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('opening_hold_notices_pk', ['season_id', 'team_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('opening_hold_notices').execute();
      await db.schema.alterTable('seasons').dropColumn('floor_overridden_at').execute();
    },
  };
}
