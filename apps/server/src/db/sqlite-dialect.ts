import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SelectQueryNode,
  type SqliteDatabase,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { readLane } from './read-lanes';
import type { SqliteReadPool } from './sqlite-read-thread';
import { writingInBackground } from './write-priority';
import { WriterLock } from './writer-lock';

/** One statement on a better-sqlite3 connection, answered as Kysely expects. */
function run(db: SqliteDatabase, { sql, parameters }: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * A connection as Kysely sees it (docs/decisions/067). A statement that only reads, outside a transaction,
 * goes to the reading connection at once, in its own thread (docs/decisions/095), or, in the point lane, to a
 * read-only connection on this thread (docs/decisions/099): in WAL mode each sees every committed write, and
 * it need not wait for a transaction another request holds open on the writing one (a batch of games being
 * stored). Everything else waits for the writing connection: for one statement, or from BEGIN to COMMIT.
 */
class RoutedConnection implements DatabaseConnection {
  private inTransaction = false;

  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteReadPool | null,
    private readonly lock: WriterLock,
    private readonly points: SqliteDatabase | null,
  ) {}

  async begin(): Promise<void> {
    await this.lock.lock(writingInBackground());
    this.inTransaction = true;
    run(this.writer, CompiledQuery.raw('begin'));
  }

  end(sql: 'commit' | 'rollback'): void {
    try {
      run(this.writer, CompiledQuery.raw(sql));
    } finally {
      this.inTransaction = false;
      this.lock.unlock();
    }
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return run(this.writer, query) as QueryResult<R>;
    if (this.reader && SelectQueryNode.is(query.query)) {
      const lane = readLane();
      if (lane === 'point' && this.points) return run(this.points, query) as QueryResult<R>;
      const thread = lane === 'point' ? 'quick' : lane;
      return { rows: (await this.reader.all(query.sql, query.parameters, thread)) as R[] };
    }
    await this.lock.lock(writingInBackground());
    try {
      return run(this.writer, query) as QueryResult<R>;
    } finally {
      this.lock.unlock();
    }
  }

  /** Kysely asks for the method; Rinkside streams no query. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Rinkside does not stream SQLite queries');
  }
}

class RoutedSqliteDriver implements Driver {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteReadPool | null,
    private readonly lock: WriterLock,
    private readonly points: SqliteDatabase | null,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.lock, this.points);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.reader?.close();
    this.points?.close();
    this.writer.close();
  }
}

/**
 * Kysely's SQLite dialect with reading connections in threads (null for an in-memory database) and one for
 * point reads on this thread, and the turn to write (which also takes the turn shared with another thread's
 * writing connection, when one writes).
 */
export class RoutedSqliteDialect implements Dialect {
  constructor(
    private readonly writer: SqliteDatabase,
    private readonly reader: SqliteReadPool | null,
    private readonly lock: WriterLock = new WriterLock(),
    private readonly points: SqliteDatabase | null = null,
  ) {}

  createDriver(): Driver {
    return new RoutedSqliteDriver(this.writer, this.reader, this.lock, this.points);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
