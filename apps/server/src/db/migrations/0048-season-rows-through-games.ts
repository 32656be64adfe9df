import type { MigrationDb } from './helpers';

/**
 * `player_game_stats` loses its (season, player) index (docs/decisions/065): every stored game wrote each
 * row into it, and no query needs it any more. A season's rows are read through its games
 * (`games_season`, then the primary key by game), a player's through `player_game_stats_player_goals`.
 */
export function seasonRowsThroughGames() {
  return {
    async up(db: MigrationDb) {
      await db.schema.dropIndex('player_game_stats_season').execute();
    },
    async down(db: MigrationDb) {
      await db.schema
        .createIndex('player_game_stats_season')
        .on('player_game_stats')
        .columns(['season_id', 'player_id'])
        .execute();
    },
  };
}
