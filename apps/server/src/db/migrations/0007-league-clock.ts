import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

/**
 * The league clock and season phases (docs/decisions/026). `leagues.simulated_to` is the league day
 * the commissioner simulated ahead to (null: the league follows the wall clock). `seasons.phase` is
 * the season's phase; the seasons already running are in their regular season. `start_date` and
 * `end_date` bound the days a season's games may be on (null: open on that side); a running season
 * opens on its first game's day.
 */
export function leagueClock(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('simulated_to', 'varchar(10)').execute();
      await db.schema
        .alterTable('seasons')
        .addColumn('phase', 'varchar(16)', (c) => c.notNull().defaultTo('preseason'))
        .execute();
      await db.schema.alterTable('seasons').addColumn('start_date', 'varchar(10)').execute();
      await db.schema.alterTable('seasons').addColumn('end_date', 'varchar(10)').execute();
      await sql`UPDATE seasons SET phase = 'regular',
        start_date = (SELECT MIN(games.game_date) FROM games WHERE games.season_id = seasons.id)`.execute(db);
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('seasons').dropColumn('end_date').execute();
      await db.schema.alterTable('seasons').dropColumn('start_date').execute();
      await db.schema.alterTable('seasons').dropColumn('phase').execute();
      await db.schema.alterTable('leagues').dropColumn('simulated_to').execute();
    },
  };
}
