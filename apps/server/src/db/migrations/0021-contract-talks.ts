import type { DatabaseKind } from '../database';
import { type MigrationDb, withId } from './helpers';

const PLAYER_COLUMNS = ['extension_cap_hit', 'extension_years', 'qualifying_offer'] as const;

/**
 * Re-signing (docs/decisions/044): a player's signed extension, which starts when his contract ends, and
 * the qualifying offer his team tendered; the talks with each expiring player, one a season (the window).
 */
export function contractTalks(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      for (const column of PLAYER_COLUMNS)
        await db.schema.alterTable('players').addColumn(column, 'integer').execute();
      await withId(db.schema.createTable('contract_talks'), kind)
        .addColumn('league_id', 'integer', (c) => c.notNull().references('leagues.id').onDelete('cascade'))
        .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
        .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('mood', 'integer', (c) => c.notNull())
        .addColumn('offers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('open'))
        .addColumn('offer_cap_hit', 'integer')
        .addColumn('offer_years', 'integer')
        .addColumn('counter_cap_hit', 'integer')
        .addColumn('counter_years', 'integer')
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('contract_talks_season_player', ['season_id', 'player_id'])
        .execute();
      await db.schema.createIndex('contract_talks_team').on('contract_talks').columns(['team_id']).execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('contract_talks').execute();
      for (const column of [...PLAYER_COLUMNS].reverse())
        await db.schema.alterTable('players').dropColumn(column).execute();
    },
  };
}
