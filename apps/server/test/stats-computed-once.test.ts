import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreparedJson } from '../src/http/send-json';
import { JsonCache } from '../src/modules/stats/json-cache';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
}

/**
 * The app's own stats cache, counting the computations it starts (by what they compute: `stats`,
 * `standings`) and the reads that reach it, with a hook each computation runs first.
 */
class CountingCache extends JsonCache {
  readonly reads = new Map<string, number>();
  readonly computed = new Map<string, number>();
  beforeComputing: (what: string) => Promise<void> = async () => {};

  override getJson(key: string, version: string, compute: () => Promise<PreparedJson>) {
    const what = key.split(':')[0] ?? key;
    this.reads.set(what, (this.reads.get(what) ?? 0) + 1);
    return super.getJson(key, version, async () => {
      this.computed.set(what, (this.computed.get(what) ?? 0) + 1);
      await this.beforeComputing(what);
      return compute();
    });
  }
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 10_000) throw new Error(`waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const TIMED_OUT = 'The database took too long to answer and stopped. Please try again in a moment.';

describe.each(DIALECTS)('stats computed once per cold key on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;
  const logged: LogLine[] = [];

  /** A fresh, cold cache in the app's memory; the app reads it at each request. */
  const coldCache = () => {
    const cache = new CountingCache();
    t.ctx.memory.statsJson = cache;
    return cache;
  };
  const read = (what: 'stats' | 'standings', app = t) =>
    app.app.inject({
      method: 'GET',
      url: `/api/league/${season.league.id}/${what}`,
      headers: as(commissioner),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, undefined, {
      log: { write: (line: string) => logged.push(JSON.parse(line) as LogLine) },
    });
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
    await season.simulate('2026-10-12');
  });
  afterAll(() => t.close());

  it.each(['stats', 'standings'] as const)(
    'computes %s once for 100 concurrent cold reads, and answers them all alike',
    async (what) => {
      const cache = coldCache();
      // Every read is at the cache before the computation may end: without single-flight each would
      // start its own.
      cache.beforeComputing = () => until(() => (cache.reads.get(what) ?? 0) >= 100, '100 reads');
      const answers = await Promise.all(Array.from({ length: 100 }, () => read(what)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(100).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(cache.computed.get(what)).toBe(1);
      // The answer is kept: the next read computes nothing.
      expect((await read(what)).body).toBe(answers[0]?.body);
      expect(cache.computed.get(what)).toBe(1);
    },
  );

  it('gives every waiter a failed computation’s error, keeps none of it, and computes again on the next read', async () => {
    const cache = coldCache();
    cache.beforeComputing = async () => {
      await until(() => (cache.reads.get('stats') ?? 0) >= 20, '20 reads');
      // What the pg driver reports for a statement past its timeout (SQLite has no such timeout).
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    };
    const failed = await Promise.all(Array.from({ length: 20 }, () => read('stats')));
    expect(failed.map((a) => a.statusCode)).toEqual(Array(20).fill(503));
    expect(failed[0]?.json()).toEqual({ error: 'Service Unavailable', message: TIMED_OUT });
    expect(cache.computed.get('stats')).toBe(1);

    cache.beforeComputing = async () => {};
    const next = await read('stats');
    expect(next.statusCode).toBe(200);
    expect(next.json().playerStats.length).toBeGreaterThan(0);
    expect(cache.computed.get('stats')).toBe(2);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('stops waiting for a client that has gone, and the computation still fills the cache', async () => {
    const cache = coldCache();
    let finish = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    cache.beforeComputing = () => held;
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${base}/api/league/${season.league.id}/standings`;
    const client = httpRequest(url, { headers: as(commissioner) });
    client.on('error', () => {});
    client.end();
    await until(() => cache.computed.get('standings') === 1, 'the computation to start');

    client.destroy();
    const gaveUp = (line: LogLine) =>
      line.msg === 'request abandoned by its client' && line.url?.endsWith('/standings');
    // The request ends while its computation is still held.
    await until(() => logged.some(gaveUp), 'the request to stop waiting');
    expect(cache.computing).toBe(1);

    finish();
    await until(() => cache.computing === 0, 'the computation to end');
    const later = await read('standings');
    expect(later.statusCode).toBe(200);
    expect(cache.computed.get('standings')).toBe(1);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it.runIf(dialect === 'postgres')(
    'cancels a statement past the timeout in the database and answers 503',
    async () => {
      const strict = await createTestApp(dialect, { DATABASE_STATEMENT_TIMEOUT_SECONDS: '0.2' }, t);
      try {
        const cache = new CountingCache();
        strict.ctx.memory.statsJson = cache;
        cache.beforeComputing = async () => {
          await sql`SELECT pg_sleep(5)`.execute(strict.ctx.database.db);
        };
        const started = Date.now();
        const answer = await read('stats', strict);
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({ error: 'Service Unavailable', message: TIMED_OUT });
        expect(Date.now() - started).toBeLessThan(4000);
        // Nothing of it runs on in the database.
        const { rows } = await sql<{ running: number }>`
          SELECT count(*) AS running FROM pg_stat_activity
          WHERE state = 'active' AND query LIKE 'SELECT pg_sleep%'`.execute(t.ctx.database.db);
        expect(rows[0]?.running).toBe(0);

        cache.beforeComputing = async () => {};
        expect((await read('stats', strict)).statusCode).toBe(200);
        expect(cache.computed.get('stats')).toBe(2);
      } finally {
        await strict.close();
      }
    },
  );
});
