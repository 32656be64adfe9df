import type { MigrationDb } from './helpers';

/**
 * Deleting an account (docs/decisions/041): the user row stays, anonymised, so the other party of a
 * message still has one; `deleted_at` marks it. A league whose commissioner left without handing it over
 * is closed (`closed_at`): read-only, its games no longer played and its recruitments off the list.
 */
export function deletedUsers() {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('users').addColumn('deleted_at', 'varchar(32)').execute();
      await db.schema.alterTable('leagues').addColumn('closed_at', 'varchar(32)').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('leagues').dropColumn('closed_at').execute();
      await db.schema.alterTable('users').dropColumn('deleted_at').execute();
    },
  };
}
