import type { MigrationDb } from './helpers';

/**
 * `leagues.hall_of_fame_judged_through` (docs/decisions/089): the closing year of the last rollover that
 * judged the league's retired players for the hall of fame, so each is judged once; null before the first.
 */
export function hallOfFameJudgedThrough() {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('hall_of_fame_judged_through', 'integer').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('leagues').dropColumn('hall_of_fame_judged_through').execute();
    },
  };
}
