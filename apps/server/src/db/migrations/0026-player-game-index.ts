import type { MigrationDb } from './helpers';

/**
 * A player's game rows by player: the news of each stored game sums its scorers' goals so far (a first
 * goal, each 50th of a season), which without this index read every game row of the league, or, on a
 * PostgreSQL whose statistics lag the rows just written, every row of the season once per game
 * (docs/decisions/052).
 */
export function playerGameIndex() {
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createIndex('player_game_stats_player')
        .on('player_game_stats')
        .column('player_id')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('player_game_stats_player').execute();
    },
  };
}
