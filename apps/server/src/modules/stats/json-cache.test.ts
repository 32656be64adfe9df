import { describe, expect, it } from 'vitest';
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
});
