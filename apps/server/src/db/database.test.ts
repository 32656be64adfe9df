import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('openDatabase on SQLite', () => {
  // The file holds password hashes and session tokens: other users of the machine must not read it.
  it('creates a new database file, and its write-ahead log, readable by its owner only', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rinkside-db-')), 'data', 'rinkside.db');
    const { db } = openDatabase(file, 'sqlite');
    try {
      await sql`CREATE TABLE t (x INTEGER)`.execute(db);
      await sql`INSERT INTO t VALUES (1)`.execute(db);
      expect(modeOf(file)).toBe(0o600);
      expect(modeOf(`${file}-wal`)).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it('leaves the mode of an existing database file as its owner set it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rinkside-db-')), 'rinkside.db');
    writeFileSync(file, '', { mode: 0o640 });
    const { db } = openDatabase(file, 'sqlite');
    await db.destroy();
    expect(modeOf(file)).toBe(0o640);
  });
});
