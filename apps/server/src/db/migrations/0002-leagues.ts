import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/** Leagues, seasons, teams, players, lineups, depth charts, draft picks, recruitments. */
export function leagues(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('leagues'), kind)
        .addColumn('name', 'varchar(80)', (c) => c.notNull())
        .addColumn('commissioner_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('mode', 'varchar(16)', (c) => c.notNull())
        .addColumn('league_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('start_year', 'integer', (c) => c.notNull())
        .addColumn('player_setup', 'varchar(16)', (c) => c.notNull())
        .addColumn('time_zone', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('seasons'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('name', 'varchar(16)', (c) => c.notNull())
        .addColumn('start_year', 'integer', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('seasons_league').on('seasons').column('league_id').execute();

      await withId(db.schema.createTable('teams'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('name', 'varchar(64)', (c) => c.notNull())
        .addColumn('city', 'varchar(40)', (c) => c.notNull())
        .addColumn('abbreviation', 'varchar(4)', (c) => c.notNull())
        .addColumn('primary_color', 'varchar(7)', (c) => c.notNull())
        .addColumn('secondary_color', 'varchar(7)', (c) => c.notNull())
        .addColumn('conference', 'varchar(16)')
        .addColumn('division', 'varchar(16)')
        .addColumn('gm_user_id', 'integer', (c) => references('users.id', 'set null')(c))
        .addUniqueConstraint('teams_league_abbreviation', ['league_id', 'abbreviation'])
        .addUniqueConstraint('teams_league_gm', ['league_id', 'gm_user_id'])
        .execute();
      await db.schema.createIndex('teams_gm').on('teams').column('gm_user_id').execute();

      await withId(db.schema.createTable('players'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id', 'set null')(c))
        .addColumn('first_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(40)', (c) => c.notNull())
        .addColumn('position', 'varchar(2)', (c) => c.notNull())
        .addColumn('natural_position', 'varchar(32)', (c) => c.notNull())
        .addColumn('jersey_number', 'integer', (c) => c.notNull())
        .addColumn('age', 'integer', (c) => c.notNull())
        .addColumn('handedness', 'varchar(1)', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addColumn('country', 'varchar(3)', (c) => c.notNull())
        .addColumn('overall', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('cap_hit', 'integer', (c) => c.notNull())
        .addColumn('contract_years', 'integer', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('players_team').on('players').column('team_id').execute();
      await db.schema.createIndex('players_league').on('players').column('league_id').execute();

      await db.schema
        .createTable('lineups')
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.primaryKey()))
        .addColumn('lineup', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('depth_charts')
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.primaryKey()))
        .addColumn('chart', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('draft_picks'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('original_team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('owner_team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('round', 'integer', (c) => c.notNull())
        .addColumn('conditions', 'varchar(200)')
        .execute();
      await db.schema.createIndex('draft_picks_owner').on('draft_picks').column('owner_team_id').execute();

      await withId(db.schema.createTable('recruitments'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('team_id', 'integer', (c) => references('teams.id')(c.notNull()))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('closed_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('recruitments_status').on('recruitments').column('status').execute();

      await withId(db.schema.createTable('applications'), kind)
        .addColumn('recruitment_id', 'integer', (c) => references('recruitments.id')(c.notNull()))
        .addColumn('user_id', 'integer', (c) => references('users.id')(c.notNull()))
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('decided_at', 'varchar(32)')
        .addUniqueConstraint('applications_once', ['recruitment_id', 'user_id'])
        .execute();
      await db.schema.createIndex('applications_user').on('applications').column('user_id').execute();
    },
    async down(db: MigrationDb) {
      for (const table of [
        'applications',
        'recruitments',
        'draft_picks',
        'depth_charts',
        'lineups',
        'players',
        'teams',
        'seasons',
        'leagues',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
