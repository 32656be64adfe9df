import { closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import { SharedWriteTurn } from './shared-write-turn';
import { RoutedSqliteDialect } from './sqlite-dialect';
import { SqliteReadPool } from './sqlite-read-thread';
import pg from 'pg';
import type { Database } from './schema';
import { withCachedStatements } from './statement-cache';
import { WriterLock } from './writer-lock';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pg pool, for LISTEN/NOTIFY and job queues; null on SQLite. */
  pool: pg.Pool | null;
  /**
   * SQLite, a file: the memory of the turn to write it, which a thread of this process that opens a writing
   * connection of its own shares (docs/decisions/096); null otherwise.
   */
  writeTurn: SharedArrayBuffer | null;
  /**
   * SQLite: whether a write that comes before background batches waits for the turn this connection holds
   * (a request's, or the main thread's); a batch of games hands the turn over to it between two games
   * (docs/decisions/098). Always false on PostgreSQL, whose writers wait only for the rows they share.
   */
  writeWaits: () => boolean;
}

// COUNT and SUM come back from PostgreSQL as bigint strings: read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  /**
   * PostgreSQL: the longest one statement may run before the server cancels it (SQLSTATE 57014), so
   * work nobody waits for any more ends in the database too; 0 or none for no limit (docs/decisions/061).
   */
  statementTimeoutSeconds?: number;
  /** PostgreSQL: the most connections the pool opens; PG_POOL_MAX by default. */
  pgConnections?: number;
  /**
   * SQLite: threads reading outside transactions, each with its own connection (docs/decisions/095); 0 reads
   * on the writing connection.
   */
  sqliteReadThreads?: number;
  /**
   * SQLite: the turn to write, from another handle's `writeTurn`, when this one is opened in a thread that
   * stores background batches (docs/decisions/096).
   */
  backgroundOf?: SharedArrayBuffer;
}

/** How long a SQLite statement waits for another connection's lock before it gives up (SQLITE_BUSY). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Connections one process's pg pool opens at most (LISTEN takes one more of its own). */
export const PG_POOL_MAX = 10;

export function openDatabase(url: string, kind: DatabaseKind, options: DatabaseOptions = {}): DatabaseHandle {
  if (kind === 'postgres') {
    const timeoutMs = Math.round((options.statementTimeoutSeconds ?? 0) * 1000);
    // Sent when each connection starts, so every statement on every pooled connection carries it.
    const pool = new pg.Pool({
      connectionString: url,
      max: options.pgConnections ?? PG_POOL_MAX,
      ...(timeoutMs > 0 ? { statement_timeout: timeoutMs } : {}),
    });
    // An idle connection that the server drops (a restart, a failover) must not crash the process:
    // the pool replaces it, and the next query on a dead connection reports its own error.
    pool.on('error', () => {});
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind,
      pool,
      writeTurn: null,
      writeWaits: () => false,
    };
  }
  if (url !== ':memory:') createPrivateFile(url);
  const sqlite = new SQLite(url);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // Reads outside a transaction go to a second connection, in a thread of its own, so they never wait for a
  // batch of games being stored (docs/decisions/067) nor hold the main thread (docs/decisions/095). An
  // in-memory database is private to its one connection. Each connection prepares a statement once
  // (docs/decisions/065).
  const readThreads = options.sqliteReadThreads ?? 2;
  const reader =
    url === ':memory:' || readThreads === 0
      ? null
      : new SqliteReadPool(url, SQLITE_BUSY_TIMEOUT_MS, readThreads);
  // Another thread of the process may write the file (docs/decisions/096): the two connections take turns.
  const writeTurn = url === ':memory:' ? null : (options.backgroundOf ?? SharedWriteTurn.memory());
  const turn = writeTurn && new SharedWriteTurn(writeTurn, options.backgroundOf ? 'background' : 'main');
  const lock = new WriterLock(turn);
  // A lookup by an index reads here at once: cheaper than the trip to a thread and back (docs/decisions/099).
  const points = reader && withCachedStatements(readOnlyConnection(url));
  const dialect = new RoutedSqliteDialect(withCachedStatements(sqlite), reader, lock, points);
  return {
    db: new Kysely<Database>({ dialect }),
    kind,
    pool: null,
    writeTurn,
    writeWaits: () => lock.waiting(),
  };
}

function readOnlyConnection(url: string): SQLite.Database {
  const sqlite = new SQLite(url, { readonly: true });
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  return sqlite;
}

/**
 * The file holds password hashes and session tokens, so a new one is readable by its owner only
 * (SQLite gives its -wal and -shm files the same mode). An existing file keeps the mode it has.
 */
function createPrivateFile(path: string): void {
  mkdirSync(dirname(resolve(path)), { recursive: true });
  try {
    closeSync(openSync(path, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
