import { sql } from 'kysely';
import type { DatabaseKind } from '../database';
import type { MigrationDb } from './helpers';

// The tables of league events that gain the league-clock time they happened at (docs/decisions/079).
const EVENT_TABLES = [
  { table: 'league_news', index: 'league_news_league_time', by: 'league_id' },
  { table: 'roster_transactions', index: 'roster_transactions_league_time', by: 'league_id' },
  { table: 'notifications', index: 'notifications_user_time', by: 'user_id' },
] as const;

/**
 * League time as the one time (docs/decisions/079): each league event keeps, beside the wall-clock
 * `created_at`, `league_at`, the league clock's instant it happened at, and its lists sort by it. Rows
 * written before have only the wall clock, which is what they keep. The league's last final game is found
 * through an index on its final games' starts.
 */
export function leagueTime(_kind: DatabaseKind) {
  return {
    async up(db: MigrationDb) {
      for (const { table, index, by } of EVENT_TABLES) {
        await db.schema.alterTable(table).addColumn('league_at', 'varchar(32)').execute();
        await sql`UPDATE ${sql.table(table)} SET league_at = created_at`.execute(db);
        await db.schema.createIndex(index).on(table).columns([by, 'league_at', 'id']).execute();
      }
      await db.schema
        .createIndex('games_league_final')
        .on('games')
        .columns(['league_id', 'status', 'start_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('games_league_final').execute();
      for (const { table, index } of EVENT_TABLES) {
        await db.schema.dropIndex(index).execute();
        await db.schema.alterTable(table).dropColumn('league_at').execute();
      }
    },
  };
}
