import type { MigrationDb } from './helpers';

/**
 * Every league event's stamp reads the start of the league's last final game (docs/decisions/079). With
 * only (league_id, start_at) indexed, that read walked every game of the league to test its status, once
 * per news item, transaction and notification; with the status in the index it is one index lookup.
 */
export function finalGamesIndex() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createIndex('games_league_status_start')
        .on('games')
        .columns(['league_id', 'status', 'start_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('games_league_status_start').execute();
    },
  };
}
