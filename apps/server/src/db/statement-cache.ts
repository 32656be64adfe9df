import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept prepared: every statement a server runs often, with room to spare. */
const CACHED_STATEMENTS = 500;

/**
 * The SQLite database as Kysely sees it, preparing each distinct statement once (docs/decisions/065):
 * Kysely prepares every statement it runs, and a season stores ~20,000 of a few dozen kinds, so
 * preparing took as long as running them. A statement runs to its end before the next begins
 * (better-sqlite3 is synchronous, and nothing here streams rows), so one prepared copy serves them all.
 * Past the limit the oldest statements are dropped, as schema changes and odd one-offs come and go.
 */
export function withCachedStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = sqlite.prepare(sql);
      if (statements.size >= CACHED_STATEMENTS) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
