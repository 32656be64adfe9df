import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/**
 * Which team a proposal's value model says gets more (null: even, or a proposal stored before it was kept),
 * so that a commissioner reading the value ratio also reads which side it favours.
 */
export function tradeGainer(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      // No foreign key, so that SQLite can drop the column again: a trade's teams go with its league.
      await db.schema.alterTable('trades').addColumn('fairness_gainer_team_id', 'integer').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('trades').dropColumn('fairness_gainer_team_id').execute();
    },
  };
}
