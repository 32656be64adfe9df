import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readingAggregates, readingPoint } from './read-lanes';
import { RoutedSqliteDialect } from './sqlite-dialect';
import { SqliteReadPool } from './sqlite-read-thread';
import { WriterLock } from './writer-lock';

interface Scratch {
  notes: { id: number; text: string };
  blobs: { id: number; bytes: Buffer };
}

/**
 * A file database as the server opens it: WAL, a writing connection, reading ones in their threads and one
 * for point reads on this thread.
 */
function open(path: string, withReader: boolean) {
  const writer = new SQLite(path);
  writer.pragma('journal_mode = WAL');
  const reader = withReader ? new SqliteReadPool(path, 5000, 2) : null;
  const points = withReader ? new SQLite(path, { readonly: true }) : null;
  return new Kysely<Scratch>({ dialect: new RoutedSqliteDialect(writer, reader, new WriterLock(), points) });
}

describe('the SQLite dialect with a reading connection', () => {
  let dir: string;
  let db: Kysely<Scratch>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rinkside-dialect-'));
    db = open(join(dir, 'scratch.db'), true);
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await db.insertInto('notes').values({ id: 1, text: 'committed' }).execute();
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A read that counts to three million, row by row, in SQLite: a few hundred milliseconds. */
  const longRead = () =>
    db
      .selectFrom('notes')
      .select(
        sql<number>`(with recursive c(x) as (select 1 union all select x + 1 from c where x < 3000000) select count(*) from c)`.as(
          'n',
        ),
      );

  /** Opens a transaction that writes a row and stays open until the returned `commit` is called. */
  async function openTransaction() {
    let commit = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let begun = () => {};
    const started = new Promise<void>((resolve) => (begun = resolve));
    const done = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, text: 'pending' }).execute();
      begun();
      await held;
    });
    await started;
    return { commit, done };
  }

  it('answers a read at once while a transaction is open, with what was committed only', async () => {
    const pending = await openTransaction();
    const rows = await db.selectFrom('notes').select('text').orderBy('id').execute();
    expect(rows.map((r) => r.text)).toEqual(['committed']);
    pending.commit();
    await pending.done;
    const after = await db.selectFrom('notes').select('text').orderBy('id').execute();
    expect(after.map((r) => r.text)).toEqual(['committed', 'pending']);
  });

  it('makes a write outside the transaction wait for it to end', async () => {
    const pending = await openTransaction();
    const order: string[] = [];
    const write = db
      .insertInto('notes')
      .values({ id: 3, text: 'later' })
      .execute()
      .then(() => order.push('write'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    order.push('commit');
    pending.commit();
    await Promise.all([pending.done, write]);
    expect(order).toEqual(['commit', 'write']);
  });

  it('reads in its own thread: the main thread goes on while a long read runs', async () => {
    const long = longRead();
    const started = performance.now();
    let ticks = 0;
    let longestGap = 0;
    let last = started;
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      ticks += 1;
    }, 1);
    const rows = await long.execute();
    clearInterval(timer);
    const took = performance.now() - started;
    expect(rows).toEqual([{ n: 3000000 }]);
    // The main thread's timer kept firing through the read: never held for a third of it.
    expect(ticks).toBeGreaterThan(3);
    expect(longestGap).toBeLessThan(took / 3);
  });

  it('answers a short read while a long one runs in another reading thread', async () => {
    const order: string[] = [];
    const long = longRead()
      .execute()
      .then(() => order.push('long'));
    const short = db
      .selectFrom('notes')
      .select('text')
      .execute()
      .then(() => order.push('short'));
    await Promise.all([long, short]);
    expect(order).toEqual(['short', 'long']);
  });

  it('answers a short read before season aggregates, however many run, in a thread of their own', async () => {
    const order: string[] = [];
    const aggregates = [1, 2].map((n) =>
      readingAggregates(() => longRead().execute()).then(() => order.push(`aggregate ${n}`)),
    );
    // Two long reads outside the aggregate lane would hold both reading threads.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const short = db
      .selectFrom('notes')
      .select('text')
      .execute()
      .then(() => order.push('short'));
    await Promise.all([...aggregates, short]);
    expect(order[0]).toBe('short');
  });

  it('answers a point read on this thread at once, with what was committed, while every reading thread is busy', async () => {
    const order: string[] = [];
    const pending = await openTransaction();
    const long = [1, 2].map((n) =>
      longRead()
        .execute()
        .then(() => order.push(`long ${n}`)),
    );
    const point = await readingPoint(() => db.selectFrom('notes').select('text').orderBy('id').execute());
    order.push('point');
    expect(point).toEqual([{ text: 'committed' }]);
    pending.commit();
    await Promise.all([...long, pending.done]);
    expect(order[0]).toBe('point');
    const after = await readingPoint(() => db.selectFrom('notes').select('text').orderBy('id').execute());
    expect(after).toEqual([{ text: 'committed' }, { text: 'pending' }]);
  });

  it('reads a BLOB back as a Buffer, and a failed read with SQLite’s code', async () => {
    await sql`create table blobs (id integer primary key, bytes blob not null)`.execute(db);
    await db
      .insertInto('blobs')
      .values({ id: 1, bytes: Buffer.from('packed') })
      .execute();
    const row = await db.selectFrom('blobs').select('bytes').executeTakeFirstOrThrow();
    expect(Buffer.isBuffer(row.bytes)).toBe(true);
    expect(row.bytes.toString('utf8')).toBe('packed');
    const missing = sql`select * from nowhere`.execute(db);
    await expect(missing).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: /no such table/ });
  });

  it('sends everything to the one connection of an in-memory database', async () => {
    const memory = open(':memory:', false);
    await sql`create table notes (id integer primary key, text text not null)`.execute(memory);
    await memory.insertInto('notes').values({ id: 1, text: 'here' }).execute();
    expect(await memory.selectFrom('notes').select('text').execute()).toEqual([{ text: 'here' }]);
    await memory.destroy();
  });
});
