import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/**
 * Player injuries, roles and potential, and each team's goalie plan. `players.injury` is the JSON of
 * the domain's Injury while he is hurt, else null; `teams.goalie_plan` the JSON of a GoaliePlan, null
 * for the league default.
 */
export function playerAvailability(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('players').addColumn('role', 'varchar(32)').execute();
      await db.schema.alterTable('players').addColumn('potential', 'integer').execute();
      await db.schema.alterTable('players').addColumn('injury', 'text').execute();
      await db.schema.alterTable('teams').addColumn('goalie_plan', 'text').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('teams').dropColumn('goalie_plan').execute();
      await db.schema.alterTable('players').dropColumn('injury').execute();
      await db.schema.alterTable('players').dropColumn('potential').execute();
      await db.schema.alterTable('players').dropColumn('role').execute();
    },
  };
}
