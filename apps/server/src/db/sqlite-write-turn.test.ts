import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database';

/** Resolves after `ms` of the event loop running. */
const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a transaction on `handle` that writes a row and stays open until `commit` is called. */
async function heldTransaction(handle: DatabaseHandle, id: number) {
  let commit = () => {};
  const held = new Promise<void>((resolve) => (commit = resolve));
  let begun = () => {};
  const started = new Promise<void>((resolve) => (begun = resolve));
  const done = handle.db.transaction().execute(async (trx) => {
    await sql`insert into notes (id, text) values (${id}, 'held')`.execute(trx);
    begun();
    await held;
  });
  await started;
  return { commit, done };
}

describe("two writing connections to one SQLite file, the main thread's and the batch thread's", () => {
  let dir: string;
  let main: DatabaseHandle;
  let background: DatabaseHandle;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rinkside-turn-'));
    const file = join(dir, 'scratch.db');
    main = openDatabase(file, 'sqlite', { sqliteReadThreads: 0 });
    const turn = main.writeTurn;
    if (!turn) throw new Error('a file database has a turn to write');
    background = openDatabase(file, 'sqlite', { sqliteReadThreads: 0, backgroundOf: turn });
    await sql`create table notes (id integer primary key, text text not null)`.execute(main.db);
  });
  afterEach(async () => {
    await background.db.destroy();
    await main.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("makes a request's write wait for the batch's transaction without holding the event loop, then writes", async () => {
    const batch = await heldTransaction(background, 1);

    let written = false;
    const request = sql`insert into notes (id, text) values (2, 'a message')`
      .execute(main.db)
      .then(() => (written = true));
    // SQLite's own lock would put this thread to sleep for its busy timeout (5 s) and then fail the write.
    const timerFrom = performance.now();
    await after(20);
    expect(performance.now() - timerFrom).toBeLessThan(1000);
    expect(written).toBe(false);

    batch.commit();
    await batch.done;
    await request;
    const rows = await sql<{ id: number }>`select id from notes order by id`.execute(main.db);
    expect(rows.rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it("makes the batch's transaction wait for a request's write in progress", async () => {
    const request = await heldTransaction(main, 1);
    let stored = false;
    const batch = sql`insert into notes (id, text) values (2, 'a game')`
      .execute(background.db)
      .then(() => (stored = true));
    await after(20);
    expect(stored).toBe(false);
    request.commit();
    await request.done;
    await batch;
    expect(stored).toBe(true);
  });
});
