import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

const stat = 'integer';

/** Scheduled and simulated games, and each game's rows of player, goalie and team stats. */
export function games(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('games'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('home_team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('away_team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('game_date', 'varchar(10)', (c) => c.notNull())
        .addColumn('start_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('game_type', 'varchar(16)', (c) => c.notNull())
        .addColumn('seed', 'varchar(32)', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('home_score', 'integer')
        .addColumn('away_score', 'integer')
        .addColumn('result_type', 'varchar(3)')
        .addColumn('simulated_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('games_once_a_day', ['season_id', 'home_team_id', 'away_team_id', 'game_date'])
        .execute();
      await db.schema.createIndex('games_due').on('games').columns(['status', 'start_at']).execute();
      await db.schema.createIndex('games_league').on('games').columns(['league_id', 'start_at']).execute();
      await db.schema.createIndex('games_season').on('games').columns(['season_id', 'status']).execute();

      // The play-by-play lives apart from the games, so that reading games never reads it.
      await db.schema
        .createTable('game_simulations')
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.primaryKey()))
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('player_game_stats')
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
        .addColumn('player_id', 'integer', (c) => references('players.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('goals', stat, (c) => c.notNull())
        .addColumn('assists', stat, (c) => c.notNull())
        .addColumn('shots', stat, (c) => c.notNull())
        .addColumn('hits', stat, (c) => c.notNull())
        .addColumn('pim', stat, (c) => c.notNull())
        .addColumn('plus_minus', stat, (c) => c.notNull())
        .addColumn('pp_goals', stat, (c) => c.notNull())
        .addColumn('icetime', stat, (c) => c.notNull())
        .addColumn('giveaways', stat, (c) => c.notNull())
        .addColumn('takeaways', stat, (c) => c.notNull())
        .addColumn('shot_blocks', stat, (c) => c.notNull())
        .addColumn('faceoffs_won', stat, (c) => c.notNull())
        .addColumn('faceoffs_taken', stat, (c) => c.notNull())
        .addPrimaryKeyConstraint('player_game_stats_pk', ['game_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('player_game_stats_season')
        .on('player_game_stats')
        .columns(['season_id', 'player_id'])
        .execute();

      await db.schema
        .createTable('goalie_game_stats')
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
        .addColumn('player_id', 'integer', (c) => references('players.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('shots_against', stat, (c) => c.notNull())
        .addColumn('saves', stat, (c) => c.notNull())
        .addColumn('goals_against', stat, (c) => c.notNull())
        .addColumn('toi', stat, (c) => c.notNull())
        .addColumn('decision', 'varchar(3)')
        .addColumn('shutout', stat, (c) => c.notNull())
        .addPrimaryKeyConstraint('goalie_game_stats_pk', ['game_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('goalie_game_stats_season')
        .on('goalie_game_stats')
        .columns(['season_id', 'player_id'])
        .execute();

      await db.schema
        .createTable('team_game_stats')
        .addColumn('game_id', 'integer', (c) => references('games.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('goals', stat, (c) => c.notNull())
        .addColumn('goals_against', stat, (c) => c.notNull())
        .addColumn('shots', stat, (c) => c.notNull())
        .addColumn('shots_against', stat, (c) => c.notNull())
        .addColumn('hits', stat, (c) => c.notNull())
        .addColumn('power_plays', stat, (c) => c.notNull())
        .addColumn('pp_goals', stat, (c) => c.notNull())
        .addColumn('times_shorthanded', stat, (c) => c.notNull())
        .addColumn('pp_goals_against', stat, (c) => c.notNull())
        .addColumn('pim', stat, (c) => c.notNull())
        .addColumn('blocks', stat, (c) => c.notNull())
        .addColumn('faceoffs_won', stat, (c) => c.notNull())
        .addColumn('result', 'varchar(3)', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_game_stats_pk', ['game_id', 'team_id'])
        .execute();
      await db.schema
        .createIndex('team_game_stats_season')
        .on('team_game_stats')
        .columns(['season_id', 'team_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      for (const table of [
        'team_game_stats',
        'goalie_game_stats',
        'player_game_stats',
        'game_simulations',
        'games',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
