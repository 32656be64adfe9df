import type { MigrationDb } from './helpers';

/**
 * The commissioner's stop of a running advance (docs/decisions/080): when he asked for it; the advance stops
 * between two batches of games, where the Simulation card's "Stop after this batch" used to stop.
 */
export function advanceStop() {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('league_advances').addColumn('stop_requested_at', 'varchar(32)').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('league_advances').dropColumn('stop_requested_at').execute();
    },
  };
}
