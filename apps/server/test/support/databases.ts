import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when RINKSIDE_TEST_PG names a server to test against. */
export const DIALECTS: Dialect[] = process.env.RINKSIDE_TEST_PG ? ['sqlite', 'postgres'] : ['sqlite'];

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database of its own for one test app, removed afterwards; on PostgreSQL made through
 * `adminUrl` (RINKSIDE_TEST_PG by default; a benchmark passes its own).
 */
export async function scratchDatabase(
  dialect: Dialect,
  adminUrl = process.env.RINKSIDE_TEST_PG ?? '',
): Promise<ScratchDatabase> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'rinkside-test-'));
    return { url: join(dir, 'test.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `rinkside_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
