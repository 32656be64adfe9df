import { afterEach, describe, expect, it } from 'vitest';
import { gameSteps } from '../src/jobs/game-scheduler';
import { runLeagueJob } from '../src/jobs/job-steps/league-job';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { writeInBackground } from '../src/db/write-priority';
import { storeDueGames } from '../src/modules/games/due-games-batch';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueOfDueGames } from './support/due-games';
import { createTestApp, type TestApp } from './support/test-app';

// A background batch held SQLite's one turn to write for all of its games (up to 50, in a thread of the lowest
// priority): a GM's save waited for every one of them. It now hands the turn over at the next game
// (docs/decisions/098); on PostgreSQL a write waits only for the rows it shares with the batch.

async function gamesByStatus(t: TestApp, leagueId: number) {
  const rows = await t.ctx.database.db
    .selectFrom('games')
    .select('status')
    .where('league_id', '=', leagueId)
    .execute();
  return { final: rows.filter((r) => r.status === 'final').length, all: rows.length };
}

/** A league renamed by a request's write, outside every background batch. */
const rename = (t: TestApp, leagueId: number) =>
  t.ctx.database.db.updateTable('leagues').set({ name: 'Renamed' }).where('id', '=', leagueId).execute();

/**
 * `database`, whose batch, when it first asks whether a write waits (before its second game), meets a
 * request's write made then: the league's final games, counted once it is written.
 */
function writeDuringBatch(t: TestApp, database: DatabaseHandle, leagueId: number) {
  let asked = () => {};
  // Chained here, outside the batch, so the write is a request's and not one of the background's own.
  const write = new Promise<void>((resolve) => (asked = resolve))
    .then(() => rename(t, leagueId))
    .then(async () => (await gamesByStatus(t, leagueId)).final);
  const spied: DatabaseHandle = {
    ...database,
    writeWaits: () => {
      asked();
      return database.writeWaits();
    },
  };
  return { spied, finalWhenWritten: () => write };
}

describe.each(DIALECTS)('a background batch meets a request’s write on %s', (dialect) => {
  let t: TestApp;
  afterEach(async () => t.close());

  const cases =
    dialect === 'sqlite' ? (['this thread', 'the batch thread'] as const) : (['this thread'] as const);
  it.each(cases)('lets the write in before its own last game, from %s', async (where) => {
    t = await createTestApp(dialect);
    const commissioner = await signUp(t);
    const leagueId = await leagueOfDueGames(t, commissioner, 'Handed over');
    const { all } = await gamesByStatus(t, leagueId);
    const turn = t.ctx.database.writeTurn;
    // The batch thread's connection shares the main thread's turn to write the file (docs/decisions/096).
    const own =
      where === 'this thread' || !turn
        ? t.ctx.database
        : openDatabase(t.ctx.config.DATABASE_URL, 'sqlite', { sqliteReadThreads: 0, backgroundOf: turn });
    try {
      const { spied, finalWhenWritten } = writeDuringBatch(t, own, leagueId);
      const until = t.ctx.now();
      const deps = { database: spied, simulation: t.ctx.simulation, now: () => until, requests: null };
      const run = await writeInBackground(() =>
        storeDueGames(deps, { until, leagueId, limit: 50, background: true }),
      );
      const final = await finalWhenWritten();
      expect(final).toBeLessThan(all);
      if (dialect === 'sqlite') {
        // The write, made as the second game began, waited for that game alone: the batch committed its two
        // games, gave the turn to the write and ended there.
        expect(run).toMatchObject({ claimed: all, stored: 2, handedOver: true });
        expect(final).toBe(2);
      } else expect(run).toMatchObject({ claimed: all, stored: all, handedOver: false });
    } finally {
      if (own !== t.ctx.database) await own.db.destroy();
    }
  });

  it('keeps the turn for its games while it has held it less than BATCH_HAND_OVER_MS', async () => {
    t = await createTestApp(dialect);
    const commissioner = await signUp(t);
    const leagueId = await leagueOfDueGames(t, commissioner, 'Kept');
    const { all } = await gamesByStatus(t, leagueId);
    const { spied, finalWhenWritten } = writeDuringBatch(t, t.ctx.database, leagueId);
    const until = t.ctx.now();
    const deps = { database: spied, simulation: t.ctx.simulation, now: () => until, requests: null };
    const batch = { until, leagueId, limit: 50, background: true, handOverAfterMs: 60_000 };
    const run = await writeInBackground(() => storeDueGames(deps, batch));
    expect(run).toMatchObject({ claimed: all, stored: all, handedOver: false });
    // On SQLite the write waited for the whole batch; on PostgreSQL for none of it.
    expect(await finalWhenWritten()).toBe(dialect === 'sqlite' ? all : 0);
  });

  it('stores the games a handed-over batch did not reach in the same scheduler step', async () => {
    t = await createTestApp(dialect, { BATCH_HAND_OVER_MS: '0' });
    const commissioner = await signUp(t);
    const leagueId = await leagueOfDueGames(t, commissioner, 'Scheduled on');
    const { all } = await gamesByStatus(t, leagueId);
    const { spied, finalWhenWritten } = writeDuringBatch(t, t.ctx.database, leagueId);
    const stored = await runLeagueJob({ ...t.ctx, database: spied }, gameSteps);
    expect(await finalWhenWritten()).toBeLessThan(all);
    expect(stored).toEqual([all]);
    expect(await gamesByStatus(t, leagueId)).toEqual({ final: all, all });
  });
});
