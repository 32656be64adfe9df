import { describe, expect, it } from 'vitest';
import { readLane } from '../../db/read-lanes';
import { PreparedJson } from '../../http/send-json';
import { JsonCache } from './json-cache';

const anything = { parse: (value: unknown) => value };
const text = (json: { bytes: Buffer }) => json.bytes.toString('utf8');

/** A computation the test finishes by hand (every run of it at once), counting how often it was started. */
function computation<T>() {
  const runs: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const counter = { started: 0 };
  const run = () => {
    counter.started += 1;
    return new Promise<T>((resolve, reject) => runs.push({ resolve, reject }));
  };
  const settle = (each: (r: (typeof runs)[number]) => void) => runs.splice(0).forEach(each);
  return {
    run,
    counter,
    finish: (value: T) => settle((r) => r.resolve(value)),
    fail: (error: unknown) => settle((r) => r.reject(error)),
  };
}

/** A computation that answers at once, counting how often it was started. */
function immediate<T>(value: T) {
  const counter = { started: 0 };
  return {
    counter,
    run: async () => {
      counter.started += 1;
      return value;
    },
  };
}

describe('JsonCache', () => {
  it('computes once for concurrent misses of one key and version, and gives all of them the answer', async () => {
    const cache = new JsonCache();
    const standings = computation<{ points: number }>();
    const waiting = Array.from({ length: 100 }, () =>
      cache.get('standings:1', '3:a', anything, standings.run),
    );
    expect(standings.counter.started).toBe(1);
    expect(cache.computing).toBe(1);
    standings.finish({ points: 7 });
    const answers = await Promise.all(waiting);
    expect(new Set(answers.map(text))).toEqual(new Set(['{"points":7}']));
    expect(cache.computing).toBe(0);
    // Stored: a later read of the same version computes nothing.
    const again = immediate({ points: -1 });
    expect(text(await cache.get('standings:1', '3:a', anything, again.run))).toBe('{"points":7}');
    expect(again.counter.started).toBe(0);
  });

  it('computes separately for another key or another version', async () => {
    const cache = new JsonCache();
    let started = 0;
    const compute = async () => ({ started: ++started });
    await Promise.all([
      cache.get('stats:1', '1:a', anything, compute),
      cache.get('stats:2', '1:a', anything, compute),
      cache.get('stats:1', '2:b', anything, compute),
    ]);
    expect(started).toBe(3);
  });

  it('keeps no failure: every waiter gets the error, and the next read computes again', async () => {
    const cache = new JsonCache();
    const stats = computation<{ goals: number }>();
    const waiting = Array.from({ length: 20 }, () =>
      cache.get('stats:1', '1:a', anything, stats.run).then(
        () => 'answered',
        (error: unknown) => (error as Error).message,
      ),
    );
    stats.fail(new Error('statement timeout'));
    expect(await Promise.all(waiting)).toEqual(Array(20).fill('statement timeout'));
    expect(stats.counter.started).toBe(1);
    expect(cache.computing).toBe(0);

    const again = cache.get('stats:1', '1:a', anything, stats.run);
    expect(stats.counter.started).toBe(2);
    stats.finish({ goals: 3 });
    expect(text(await again)).toBe('{"goals":3}');
  });

  it('keeps no answer its schema refuses', async () => {
    const cache = new JsonCache();
    const strict = {
      parse: (value: unknown) => {
        if (typeof value !== 'number') throw new Error('not a number');
        return value;
      },
    };
    await expect(
      cache.get('leaders:1', '1:a', strict, async () => 'seven' as unknown as number),
    ).rejects.toThrow('not a number');
    expect(text(await cache.get('leaders:1', '1:a', strict, async () => 7))).toBe('7');
  });

  it('does not store an older computation over the newer one that ended first', async () => {
    const cache = new JsonCache();
    const older = computation<{ games: number }>();
    const newer = computation<{ games: number }>();
    const first = cache.get('standings:1', '10:a', anything, older.run);
    const second = cache.get('standings:1', '11:b', anything, newer.run);
    newer.finish({ games: 11 });
    await second;
    older.finish({ games: 10 });
    // Its own waiters still get what they asked for...
    expect(text(await first)).toBe('{"games":10}');
    // ...but the cache keeps the newer version's answer.
    const unused = immediate({ games: -1 });
    expect(text(await cache.get('standings:1', '11:b', anything, unused.run))).toBe('{"games":11}');
    expect(unused.counter.started).toBe(0);
  });

  it('stores a newer computation over an older one that ended first', async () => {
    const cache = new JsonCache();
    const older = computation<{ games: number }>();
    const newer = computation<{ games: number }>();
    const first = cache.get('standings:1', '10:a', anything, older.run);
    const second = cache.get('standings:1', '11:b', anything, newer.run);
    older.finish({ games: 10 });
    await first;
    newer.finish({ games: 11 });
    await second;
    const unused = immediate({ games: -1 });
    expect(text(await cache.get('standings:1', '11:b', anything, unused.run))).toBe('{"games":11}');
    expect(unused.counter.started).toBe(0);
  });

  it('answers the earlier version at once when asked to, computing the new one once in the background', async () => {
    const cache = new JsonCache();
    await cache.get('standings:1', 'v1', anything, immediate({ points: 1 }).run);
    const next = computation<{ points: number }>();
    const early = await Promise.all(
      [1, 2, 3].map(() => cache.get('standings:1', 'v2', anything, next.run, { earlier: true })),
    );
    expect(early.map(text)).toEqual(Array(3).fill('{"points":1}'));
    expect(next.counter.started).toBe(1);
    next.finish({ points: 2 });
    await new Promise((resolve) => setImmediate(resolve));
    const later = await cache.get('standings:1', 'v2', anything, next.run, { earlier: true });
    expect(text(later)).toBe('{"points":2}');
    expect(next.counter.started).toBe(1);
  });

  it('waits for the new version when not asked for the earlier one, or when no earlier one is known', async () => {
    const cache = new JsonCache();
    await cache.get('standings:1', 'v1', anything, immediate({ points: 1 }).run);
    const exact = await cache.get('standings:1', 'v2', anything, immediate({ points: 2 }).run);
    expect(text(exact)).toBe('{"points":2}');
    const first = await cache.get('stats:1', 'v2', anything, immediate({ goals: 3 }).run, { earlier: true });
    expect(text(first)).toBe('{"goals":3}');
  });

  it('keeps the earlier answer when its background computation fails, and computes again on the next read', async () => {
    const cache = new JsonCache();
    await cache.get('standings:1', 'v1', anything, immediate({ points: 1 }).run);
    const failing = computation<{ points: number }>();
    const early = await cache.get('standings:1', 'v2', anything, failing.run, { earlier: true });
    failing.fail(new Error('The database is busy'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(text(early)).toBe('{"points":1}');
    const retry = immediate({ points: 2 });
    expect(text(await cache.get('standings:1', 'v2', anything, retry.run))).toBe('{"points":2}');
    expect(retry.counter.started).toBe(1);
  });

  it('computes in the aggregate lane, so its reads hold no short read', async () => {
    const cache = new JsonCache();
    const lanes: string[] = [];
    await cache.get('stats:1', 'v1', anything, async () => {
      lanes.push(readLane());
      return {};
    });
    expect([...lanes, readLane()]).toEqual(['aggregate', 'quick']);
  });

  describe('refresh (docs/decisions/101)', () => {
    function pages() {
      let now = 0;
      const cache = new JsonCache(() => now);
      const json = (value: unknown) => async () => PreparedJson.of(value);
      return { cache, json, at: (ms: number) => (now = ms) };
    }
    const season = { group: 'season-pages:1' };

    it("computes each of the group's pages read lately at the new version, once, and no other", async () => {
      const { cache, json, at } = pages();
      let standings = 0;
      const counted = async () => PreparedJson.of({ standings: ++standings });
      await cache.getJson('standings:1', 'v1', counted, season);
      await cache.getJson('stats:1', 'v1', json({ goals: 1 }), season);
      await cache.getJson('awards:1', 'v1', json({ award: 1 }));
      await cache.getJson('standings:2', 'v1', json({ other: 1 }), { group: 'season-pages:2' });
      at(30_000);
      // A request already computing the new version: the refresh joins it.
      const running = computation<{ goals: number }>();
      const joined = cache.getJson('stats:1', 'v2', async () => PreparedJson.of(await running.run()), season);
      const refreshed = cache.refresh('season-pages:1', 'v2', 60_000);
      running.finish({ goals: 2 });
      await Promise.all([refreshed, joined]);
      expect([standings, running.counter.started]).toEqual([2, 1]);

      const never = async () => PreparedJson.of({ computed: 'on demand' });
      expect(text(await cache.getJson('standings:1', 'v2', never, season))).toBe('{"standings":2}');
      expect(text(await cache.getJson('stats:1', 'v2', never, season))).toBe('{"goals":2}');
      // Outside the group: left at their version.
      expect(text(await cache.getJson('awards:1', 'v2', never))).toBe('{"computed":"on demand"}');
      const other = await cache.getJson('standings:2', 'v2', never, { group: 'season-pages:2' });
      expect(text(other)).toBe('{"computed":"on demand"}');
    });

    it('leaves a page nobody read within the window, and one already at the version', async () => {
      const { cache, json, at } = pages();
      await cache.getJson('standings:1', 'v1', json({ points: 1 }), season);
      at(60_001);
      let stats = 0;
      await cache.getJson('stats:1', 'v2', async () => PreparedJson.of({ goals: ++stats }), season);
      let computed = 0;
      await cache.getJson('teams:1', 'v1', json({ teams: 1 }), season);
      const counting = async () => PreparedJson.of({ computed: ++computed });
      await cache.refresh('season-pages:1', 'v2', 60_000);
      expect(text(await cache.getJson('standings:1', 'v2', counting, season))).toBe('{"computed":1}');
      expect(text(await cache.getJson('stats:1', 'v2', counting, season))).toBe('{"goals":1}');
      expect(stats).toBe(1);
      expect(text(await cache.getJson('teams:1', 'v2', counting, season))).toBe('{"teams":1}');
    });

    it('drops a failed computation, keeping the page before it for the next request to compute', async () => {
      const { cache } = pages();
      let fail = false;
      const compute = async () => {
        if (fail) throw new Error('The database is busy');
        return PreparedJson.of({ points: 1 });
      };
      await cache.getJson('standings:1', 'v1', compute, season);
      fail = true;
      await expect(cache.refresh('season-pages:1', 'v2', 60_000)).resolves.toBeUndefined();
      const early = await cache.getJson('standings:1', 'v2', compute, { ...season, earlier: true });
      expect(text(early)).toBe('{"points":1}');
    });
  });
});
