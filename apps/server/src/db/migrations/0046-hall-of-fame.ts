import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

/**
 * The hall of fame (docs/decisions/089): a league's inductees, each once (its key), with the season at
 * whose rollover he was inducted, his career as it was then (JSON) and the value that earned it.
 */
export function hallOfFame(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('hall_of_fame')
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('player_id', 'integer', (c) => references('players.id')(c.notNull()))
        .addColumn('inducted_season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('career', 'text', (c) => c.notNull())
        .addColumn('value', 'real', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('hall_of_fame_pk', ['league_id', 'player_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('hall_of_fame').execute();
    },
  };
}
