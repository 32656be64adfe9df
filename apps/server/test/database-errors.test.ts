import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { databaseErrorKind, isRetryableConflict } from '../src/db/errors';
import { migrateToLatest } from '../src/db/migrate';
import { DIALECTS, type ScratchDatabase, scratchDatabase } from './support/databases';

/** The error a real statement raises, so the codes tested are the ones the drivers really send. */
async function errorOf(statement: Promise<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  throw new Error('The statement succeeded; expected it to fail.');
}

describe.each(DIALECTS)('database error kinds on %s', (dialect) => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await scratchDatabase(dialect);
    handle = openDatabase(scratch.url, dialect);
    await sql`CREATE TABLE team (id integer PRIMARY KEY, name text NOT NULL UNIQUE)`.execute(handle.db);
    await sql`INSERT INTO team (id, name) VALUES (1, 'Halifax')`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.db.destroy();
    await scratch.drop();
  });

  it('reads a duplicate unique value as a unique violation', async () => {
    const error = await errorOf(sql`INSERT INTO team (id, name) VALUES (2, 'Halifax')`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('unique-violation');
  });

  it('reads a duplicate primary key as a unique violation', async () => {
    const error = await errorOf(sql`INSERT INTO team (id, name) VALUES (1, 'Moncton')`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('unique-violation');
  });

  it('leaves other failures, such as a missing column, unclassified', async () => {
    const error = await errorOf(sql`SELECT nickname FROM team`.execute(handle.db));
    expect(error).toBeInstanceOf(Error);
    expect(databaseErrorKind(error)).toBeUndefined();
  });

  // SQLite stores any integer up to 2^63 and any text, NUL included: these only fail on PostgreSQL.
  it.runIf(dialect === 'postgres')('reads an id past 2^31 - 1 as out of range', async () => {
    const error = await errorOf(sql`SELECT name FROM team WHERE id = ${2147483648}`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('out-of-range');
  });

  it.runIf(dialect === 'postgres')('reads a NUL byte in text as invalid text', async () => {
    const error = await errorOf(
      sql`INSERT INTO team (id, name) VALUES (3, ${'Sud\u0000bury'})`.execute(handle.db),
    );
    expect(databaseErrorKind(error)).toBe('invalid-text');
  });

  it.runIf(dialect === 'postgres')('reads a NUL escape inside JSON as invalid text', async () => {
    const error = await errorOf(sql`SELECT ${'{"name":"a\\u0000b"}'}::jsonb`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('invalid-text');
  });

  it.runIf(dialect === 'postgres')(
    'reads a deadlock PostgreSQL broke as a concurrent change, to be tried again',
    async () => {
      await sql`INSERT INTO team (id, name) VALUES (10, 'Sydney'), (11, 'Truro')`.execute(handle.db);
      let bothHold!: () => void;
      const held = new Promise<void>((resolve) => {
        let count = 0;
        bothHold = () => {
          count += 1;
          if (count === 2) resolve();
        };
      });
      // Each holds one row and then asks for the other's: PostgreSQL ends one of them with 40P01.
      const crossing = (first: number, second: number) =>
        handle.db.transaction().execute(async (trx) => {
          await sql`UPDATE team SET name = name WHERE id = ${first}`.execute(trx);
          bothHold();
          await held;
          await sql`UPDATE team SET name = name WHERE id = ${second}`.execute(trx);
        });
      const outcomes = await Promise.allSettled([crossing(10, 11), crossing(11, 10)]);
      const failed = outcomes.filter((o) => o.status === 'rejected');
      expect(failed).toHaveLength(1);
      expect(databaseErrorKind((failed[0] as PromiseRejectedResult).reason)).toBe('concurrent-change');
      expect(isRetryableConflict((failed[0] as PromiseRejectedResult).reason)).toBe(true);
    },
  );

  it.runIf(dialect === 'sqlite')(
    'reads a write refused while another connection holds the lock as a concurrent change',
    async () => {
      const other = openDatabase(scratch.url, dialect);
      try {
        await sql`PRAGMA busy_timeout = 0`.execute(other.db);
        const error = await handle.db.transaction().execute(async (trx) => {
          await sql`UPDATE team SET name = name WHERE id = 1`.execute(trx);
          return errorOf(sql`UPDATE team SET name = name WHERE id = 1`.execute(other.db));
        });
        expect(databaseErrorKind(error)).toBe('concurrent-change');
        expect(isRetryableConflict(error)).toBe(true);
      } finally {
        await other.db.destroy();
      }
    },
  );

  it.runIf(dialect === 'postgres')('reads text given for an integer as invalid text', async () => {
    const error = await errorOf(sql`SELECT name FROM team WHERE id = ${'0x1'}`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('invalid-text');
  });
});

// SQLite's statements run in the process and have no timeout: only PostgreSQL cancels one.
describe.runIf(DIALECTS.includes('postgres'))('the statement timeout on postgres', () => {
  let scratch: ScratchDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    scratch = await scratchDatabase('postgres');
    // 1 ms: every statement of any size is past it, unless it runs without the timeout.
    handle = openDatabase(scratch.url, 'postgres', { statementTimeoutSeconds: 0.001 });
  });
  afterAll(async () => {
    await handle.db.destroy();
    await scratch.drop();
  });

  it('cancels a statement past it, read as a cancelled statement', async () => {
    const error = await errorOf(sql`SELECT pg_sleep(1)`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('statement-cancelled');
  });

  it('lets the migrations run without it, and keeps it for what follows', async () => {
    // Every migration's statements, run at 1 ms each, would fail.
    await expect(migrateToLatest(handle)).resolves.toBeUndefined();
    const error = await errorOf(sql`SELECT pg_sleep(1)`.execute(handle.db));
    expect(databaseErrorKind(error)).toBe('statement-cancelled');
  });
});

describe('database error kinds of things that are not database errors', () => {
  it.each([
    undefined,
    null,
    'SQLITE_CONSTRAINT_UNIQUE',
    { code: 23505 },
    { code: 'toString' },
    new Error('23505'),
  ])('leaves %s unclassified', (value) => {
    expect(databaseErrorKind(value)).toBeUndefined();
  });
});
