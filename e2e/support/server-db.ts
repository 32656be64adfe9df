import Database from 'better-sqlite3';

/**
 * The e2e server's own SQLite file (playwright.config.ts names it by E2E_RUN_ID), for setting up what
 * only time makes, like a GM away for weeks: the server's clock cannot be moved from outside.
 */
export function withServerDb<T>(use: (db: Database.Database) => T): T {
  const runId = process.env.E2E_RUN_ID;
  if (!runId) throw new Error('E2E_RUN_ID is not set: run the e2e tests through playwright.config.ts');
  const db = new Database(`.e2e/rinkside-${runId}.db`);
  db.pragma('busy_timeout = 5000');
  try {
    return use(db);
  } finally {
    db.close();
  }
}
