import type { Kysely, Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { CONCURRENT_CHANGE, isRetryableConflict } from './errors';
import { teamLockOrder } from './lock-order';
import type { Database } from './schema';
import { runTransaction } from './transaction';

/** A driver error as pg and better-sqlite3 raise it: the code is all that is read. */
const failure = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

/** A database whose transactions run `work` with a stand-in, counting how many were begun. */
function fakeDatabase() {
  const trx = {} as Transaction<Database>;
  const db = {
    begun: 0,
    transaction() {
      return {
        execute: <T>(work: (t: Transaction<Database>) => Promise<T>) => {
          db.begun += 1;
          return work(trx);
        },
      };
    },
  };
  return db;
}

const asKysely = (db: ReturnType<typeof fakeDatabase>) => db as unknown as Kysely<Database>;

describe('isRetryableConflict', () => {
  it('retries a deadlock, a serialization failure and a busy SQLite', () => {
    for (const code of ['40P01', '40001', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT'])
      expect(isRetryableConflict(failure(code)), code).toBe(true);
  });

  it('does not retry what would fail again: a duplicate, a bad value, an error without a code', () => {
    for (const error of [
      failure('23505'),
      failure('SQLITE_CONSTRAINT_UNIQUE'),
      failure('22003'),
      failure('40P02'),
      new Error('deadlock detected'),
      null,
      'SQLITE_BUSY',
    ])
      expect(isRetryableConflict(error), String(error)).toBe(false);
  });
});

describe('runTransaction', () => {
  const pauses: number[] = [];
  const pacing = (random: number) => ({
    random: () => random,
    pause: async (ms: number) => {
      pauses.push(ms);
    },
  });

  it('runs the whole work once more after a deadlock, with a pause, and returns what it returns', async () => {
    const db = fakeDatabase();
    let runs = 0;
    pauses.length = 0;
    const result = await runTransaction(
      asKysely(db),
      async () => {
        runs += 1;
        if (runs === 1) throw failure('40P01');
        return 'stored';
      },
      pacing(0.5),
    );
    expect(result).toBe('stored');
    expect(runs).toBe(2);
    expect(db.begun).toBe(2);
    expect(pauses).toEqual([55]);
  });

  it('pauses a random time between 10 and 100 ms, so two losers do not meet again', async () => {
    pauses.length = 0;
    for (const random of [0, 0.999]) {
      let runs = 0;
      await runTransaction(
        asKysely(fakeDatabase()),
        async () => {
          runs += 1;
          if (runs === 1) throw failure('SQLITE_BUSY');
        },
        pacing(random),
      );
    }
    expect(pauses).toEqual([10, 99]);
  });

  it('does not run again after a unique violation: the error goes on as it was', async () => {
    const db = fakeDatabase();
    const duplicate = failure('23505');
    await expect(
      runTransaction(
        asKysely(db),
        async () => {
          throw duplicate;
        },
        pacing(0),
      ),
    ).rejects.toBe(duplicate);
    expect(db.begun).toBe(1);
  });

  it('answers 409 with the reason when the second attempt also meets another transaction', async () => {
    const db = fakeDatabase();
    const error = await runTransaction(
      asKysely(db),
      async () => {
        throw failure(db.begun === 1 ? '40P01' : '40001');
      },
      pacing(0),
    ).catch((e: unknown) => e);
    expect(db.begun).toBe(2);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, message: CONCURRENT_CHANGE });
  });

  it('passes on a different failure of the second attempt as it was', async () => {
    const db = fakeDatabase();
    const duplicate = failure('23505');
    await expect(
      runTransaction(
        asKysely(db),
        async () => {
          throw db.begun === 1 ? failure('40P01') : duplicate;
        },
        pacing(0),
      ),
    ).rejects.toBe(duplicate);
  });
});

describe('teamLockOrder', () => {
  it('locks each team once, the lowest id first, whatever order they were named in', () => {
    expect(teamLockOrder([12, 3, 12, 7, 100])).toEqual([3, 7, 12, 100]);
    expect(teamLockOrder(new Set([2, 10, 1]))).toEqual([1, 2, 10]);
    expect(teamLockOrder([])).toEqual([]);
  });
});
