// bench:host's database: a scratch one made and migrated by the bench (SQLite file or PostgreSQL database),
// the people who use the leagues written into it, and how big it grows.
import { existsSync, statSync } from 'node:fs';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { PasswordHasher } from '../../apps/server/src/modules/auth/passwords';
import { scratchDatabase } from '../../apps/server/test/support/databases';
import type { HostOptions } from './host-options';

export const BENCH_PASSWORD = 'Rinkside-bench-2026!';

export interface HostDatabase {
  url: string;
  /** The bench's own connection, to follow the advances and measure; it writes nothing while servers run. */
  measure: DatabaseHandle;
  drop(): Promise<void>;
}

export interface Person {
  id: number;
  username: string;
}

const INSERT_CHUNK = 500;
// The bench's own PostgreSQL connections name themselves, so the servers' connections can be told apart.
const BENCH_APPLICATION = 'rinkside-bench-host';

function benchConnection(url: string, dialect: HostOptions['dialect']): string {
  if (dialect === 'sqlite') return url;
  const named = new URL(url);
  named.searchParams.set('application_name', BENCH_APPLICATION);
  return named.toString();
}

/**
 * A migrated scratch database holding `usernames` as verified accounts with one password: signing up is
 * not what this bench measures, signing in is done through the API.
 */
export async function hostDatabase(options: HostOptions, usernames: string[]) {
  const scratch = await scratchDatabase(options.dialect, options.adminUrl);
  const handle = openDatabase(benchConnection(scratch.url, options.dialect), options.dialect);
  await migrateToLatest(handle);
  const passwordHash = await new PasswordHasher().hash(BENCH_PASSWORD);
  const at = new Date().toISOString();
  const people: Person[] = [];
  for (let i = 0; i < usernames.length; i += INSERT_CHUNK) {
    const rows = usernames.slice(i, i + INSERT_CHUNK).map((username) => ({
      email: `${username}@example.com`,
      username,
      username_key: username.toLowerCase(),
      password_hash: passwordHash,
      email_verified_at: at,
      created_at: at,
    }));
    const ids = await handle.db.insertInto('users').values(rows).returning(['id', 'username']).execute();
    people.push(...ids);
  }
  const database: HostDatabase = {
    url: scratch.url,
    measure: handle,
    async drop() {
      await handle.db.destroy();
      await scratch.drop();
    },
  };
  return { database, people };
}

/** Bytes the database takes: the SQLite file with its -wal and -shm, or PostgreSQL's pg_database_size. */
export async function databaseBytes(database: HostDatabase): Promise<number> {
  if (database.measure.kind === 'sqlite') {
    const files = [database.url, `${database.url}-wal`, `${database.url}-shm`];
    return files.filter((file) => existsSync(file)).reduce((sum, file) => sum + statSync(file).size, 0);
  }
  const { rows } = await sql<{
    bytes: number;
  }>`select pg_database_size(current_database()) as bytes`.execute(database.measure.db);
  return Number(rows[0]?.bytes ?? 0);
}

export interface PgConnections {
  /** Connections of the servers to the bench's database: their pools and their LISTEN. */
  database: number;
  /** Of those, the ones running a statement or holding a transaction open: not free for another request. */
  busy: number;
  /** Every other connection the PostgreSQL server has, other engineers' included, against its limit. */
  total: number;
  max: number;
}

export async function pgConnections(database: HostDatabase): Promise<PgConnections | null> {
  if (database.measure.kind === 'sqlite') return null;
  const { rows } = await sql<PgConnections>`
    select count(*) filter (where datname = current_database()) as database,
      count(*) filter (where datname = current_database() and state <> 'idle') as busy,
      count(*) as total, current_setting('max_connections')::int as max
    from pg_stat_activity
    where backend_type = 'client backend' and application_name <> ${BENCH_APPLICATION}`.execute(
    database.measure.db,
  );
  const row = rows[0];
  return row
    ? {
        database: Number(row.database),
        busy: Number(row.busy),
        total: Number(row.total),
        max: Number(row.max),
      }
    : null;
}

/** The PostgreSQL server processes serving this database's connections, for their CPU time; none on SQLite. */
export async function pgBackendPids(database: HostDatabase): Promise<number[]> {
  if (database.measure.kind === 'sqlite') return [];
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and application_name <> ${BENCH_APPLICATION}`.execute(
    database.measure.db,
  );
  return rows.map((row) => Number(row.pid));
}
