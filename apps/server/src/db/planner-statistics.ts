import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Tells PostgreSQL's planner what the games and their stats rows hold now (docs/decisions/065). Its
 * statistics follow a table's writes by autovacuum, a minute or more behind: a season simulated and rolled
 * over in one sitting has its season-wide sums (the awards) planned as over a few rows, nested loops over
 * 50,000 rows that took seconds. A no-op on SQLite, whose plans need no statistics here.
 */
export async function refreshGameStatistics({ db, kind }: DatabaseHandle): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`ANALYZE games, player_game_stats, goalie_game_stats, team_game_stats`.execute(db);
}
