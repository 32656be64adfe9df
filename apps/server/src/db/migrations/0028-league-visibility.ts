import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/**
 * A league's visibility (docs/decisions/059): 'public', as every league was before, or 'members'. Existing
 * leagues stay public.
 */
export function leagueVisibility() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('leagues')
        .addColumn('visibility', 'varchar(16)', (c) => c.notNull().defaultTo(sql`'public'`))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('leagues').dropColumn('visibility').execute();
    },
  };
}
