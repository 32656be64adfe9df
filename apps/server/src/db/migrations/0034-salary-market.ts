import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/**
 * A season's salary market (docs/decisions/075): the factor on every ask, set when the season starts. A
 * season stored before it asks at the plain curve (1).
 */
export function salaryMarket(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('seasons')
        .addColumn('salary_market', kind === 'postgres' ? 'double precision' : 'real', (c) =>
          c.notNull().defaultTo(sql`1`),
        )
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('seasons').dropColumn('salary_market').execute();
    },
  };
}
