import type { DatabaseKind } from '../database';
import { type MigrationDb, references, withId } from './helpers';

/**
 * The league's news feed (docs/decisions/033): one row per league event, its kind, the filter it
 * belongs to and a JSON payload of that kind's shape.
 */
export function leagueNews(kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      await withId(db.schema.createTable('league_news'), kind)
        .addColumn('league_id', 'integer', (c) => references('leagues.id')(c.notNull()))
        .addColumn('season_id', 'integer', references('seasons.id'))
        .addColumn('kind', 'varchar(40)', (c) => c.notNull())
        .addColumn('category', 'varchar(16)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('team_id', 'integer', references('teams.id', 'set null'))
        .addColumn('other_team_id', 'integer', references('teams.id', 'set null'))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      // Pages newest first by id, the whole feed or one filter of it.
      await db.schema
        .createIndex('league_news_league')
        .on('league_news')
        .columns(['league_id', 'id'])
        .execute();
      await db.schema
        .createIndex('league_news_category')
        .on('league_news')
        .columns(['league_id', 'category', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('league_news').execute();
    },
  };
}
