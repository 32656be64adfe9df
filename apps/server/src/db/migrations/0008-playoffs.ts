import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * The playoffs (docs/decisions/027). A league's playoff settings (JSON; null: the defaults). A season's
 * bracket as seeded, once (`playoff_brackets`, one row a season), its series as they open, each
 * series' games, and the champion with the GM who won it.
 */
export function playoffs(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema.alterTable('leagues').addColumn('playoff_settings', 'text').execute();
      await db.schema
        .alterTable('seasons')
        .addColumn('champion_team_id', 'integer', references('teams.id', 'set null'))
        .execute();
      await db.schema
        .alterTable('seasons')
        .addColumn('champion_gm_user_id', 'integer', references('users.id', 'set null'))
        .execute();
      await db.schema.alterTable('seasons').addColumn('planned_regular_games', 'integer').execute();
      await db.schema
        .createTable('playoff_brackets')
        .addColumn('season_id', 'integer', (c) => c.primaryKey().references('seasons.id').onDelete('cascade'))
        .addColumn('bracket', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('playoff_series'), kind)
        .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
        .addColumn('series_key', 'varchar(16)', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('length', 'integer', (c) => c.notNull())
        .addColumn('high_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('low_team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('high_wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('low_wins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('winner_team_id', 'integer', references('teams.id', 'set null'))
        .addUniqueConstraint('playoff_series_season_key', ['season_id', 'series_key'])
        .execute();
      await db.schema
        .createTable('playoff_games')
        .addColumn('game_id', 'integer', (c) => c.primaryKey().references('games.id').onDelete('cascade'))
        .addColumn('series_id', 'integer', (c) =>
          c.notNull().references('playoff_series.id').onDelete('cascade'),
        )
        .addColumn('game_number', 'integer', (c) => c.notNull())
        .addUniqueConstraint('playoff_games_series_number', ['series_id', 'game_number'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('playoff_games').execute();
      await db.schema.dropTable('playoff_series').execute();
      await db.schema.dropTable('playoff_brackets').execute();
      await db.schema.alterTable('seasons').dropColumn('planned_regular_games').execute();
      await db.schema.alterTable('seasons').dropColumn('champion_gm_user_id').execute();
      await db.schema.alterTable('seasons').dropColumn('champion_team_id').execute();
      await db.schema.alterTable('leagues').dropColumn('playoff_settings').execute();
    },
  };
}
