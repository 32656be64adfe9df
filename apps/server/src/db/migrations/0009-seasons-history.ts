import type { DatabaseKind } from '../database';
import { type MigrationDb, references } from './helpers';

/**
 * Rollover to the next season (docs/decisions/029). `players.retired_after_season_id` marks a retired
 * player with the last season he played (he has no team and is on no roster, lineup or free-agent list);
 * `player_progressions` keeps each player's summer (JSON PlayerProgression) under the season it led into.
 */
export function seasonsHistory(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('players')
        .addColumn('retired_after_season_id', 'integer', references('seasons.id', 'set null'))
        .execute();
      await db.schema
        .createTable('player_progressions')
        .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
        .addColumn('season_id', 'integer', (c) => c.notNull().references('seasons.id').onDelete('cascade'))
        .addColumn('progression', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('player_progressions_pk', ['player_id', 'season_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('player_progressions').execute();
      await db.schema.alterTable('players').dropColumn('retired_after_season_id').execute();
    },
  };
}
