import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * A league brought in from a ZenGM file (docs/decisions/085): what the import left behind, for the
 * commissioner to read again, and the seasons it carried as history. A player's and a team's imported
 * seasons are their own rows, beside the box scores Rinkside's own seasons are summed from: the career
 * table and the league history add them to what the games give.
 */
export function leagueImports(kind: DatabaseKind) {
  const counts = ['games_played', 'goals', 'assists', 'plus_minus', 'pim', 'shots', 'hits', 'blocks'];
  const goalieCounts = ['goalie_games', 'wins', 'losses', 'ot_losses', 'goals_against', 'saves'];
  return {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('league_imports')
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.primaryKey()))
        .addColumn('source', 'varchar(32)', (c) => c.notNull())
        .addColumn('file_version', 'integer')
        .addColumn('warnings', 'text', (c) => c.notNull())
        .addColumn('imported_by', 'integer', (c) => references('users.id', 'set null')(c))
        .addColumn('imported_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      let players = withId(db.schema.createTable('imported_player_seasons'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('player_id', 'integer', (c) => references('players.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('game_type', 'varchar(16)', (c) => c.notNull());
      for (const column of [...counts, 'faceoffs_won', 'faceoffs_lost', 'toi', ...goalieCounts])
        players = players.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      players = players
        .addColumn('shots_against', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('shutouts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('goalie_toi', 'integer', (c) => c.notNull().defaultTo(0));
      await players.execute();
      await db.schema
        .createIndex('imported_player_seasons_player')
        .on('imported_player_seasons')
        .columns(['player_id', 'season_id'])
        .execute();

      await db.schema
        .createTable('imported_team_seasons')
        .addColumn('season_id', 'integer', (c) => references('seasons.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('games_played', 'integer', (c) => c.notNull())
        .addColumn('wins', 'integer', (c) => c.notNull())
        .addColumn('losses', 'integer', (c) => c.notNull())
        .addColumn('ot_losses', 'integer', (c) => c.notNull())
        .addColumn('ties', 'integer', (c) => c.notNull())
        .addColumn('playoff_rounds_won', 'integer', (c) => c.notNull())
        .addColumn('goals_for', 'integer')
        .addColumn('goals_against', 'integer')
        .addPrimaryKeyConstraint('imported_team_seasons_pk', ['season_id', 'team_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('imported_team_seasons').execute();
      await db.schema.dropIndex('imported_player_seasons_player').execute();
      await db.schema.dropTable('imported_player_seasons').execute();
      await db.schema.dropTable('league_imports').execute();
    },
  };
}
