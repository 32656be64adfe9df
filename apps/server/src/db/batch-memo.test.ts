import { describe, expect, it } from 'vitest';
import type { Db } from './schema';
import { memoInBatch, memoWhileClockStill, openBatchMemo } from './batch-memo';

const fakeDb = () => ({}) as Db;

describe('memoInBatch', () => {
  it('reads once per key in a batch that opened a memo', async () => {
    const trx = fakeDb();
    openBatchMemo(trx);
    let reads = 0;
    const load = async () => ++reads;
    expect(await memoInBatch(trx, 'a', load)).toBe(1);
    expect(await memoInBatch(trx, 'a', load)).toBe(1);
    expect(await memoInBatch(trx, 'b', load)).toBe(2);
  });

  it('reads afresh each time where no batch opened a memo', async () => {
    const db = fakeDb();
    let reads = 0;
    const load = async () => ++reads;
    await memoInBatch(db, 'a', load);
    expect(await memoInBatch(db, 'a', load)).toBe(2);
  });

  it('does not keep a failed read', async () => {
    const trx = fakeDb();
    openBatchMemo(trx);
    let reads = 0;
    const load = async () => {
      reads += 1;
      if (reads === 1) throw new Error('busy');
      return reads;
    };
    await expect(memoInBatch(trx, 'a', load)).rejects.toThrow('busy');
    expect(await memoInBatch(trx, 'a', load)).toBe(2);
  });
});

describe('memoWhileClockStill', () => {
  it('reads once per key in a batch whose clocks stand still', async () => {
    const trx = fakeDb();
    openBatchMemo(trx, { clockStill: true });
    let reads = 0;
    const load = async () => ++reads;
    expect(await memoWhileClockStill(trx, 'a', load)).toBe(1);
    expect(await memoWhileClockStill(trx, 'a', load)).toBe(1);
    expect(await memoInBatch(trx, 'b', load)).toBe(2);
  });

  it('reads afresh each time in a batch of games, whose clock moves', async () => {
    const trx = fakeDb();
    openBatchMemo(trx);
    let reads = 0;
    const load = async () => ++reads;
    await memoWhileClockStill(trx, 'a', load);
    expect(await memoWhileClockStill(trx, 'a', load)).toBe(2);
  });

  it('reads afresh each time where no batch opened a memo', async () => {
    const db = fakeDb();
    let reads = 0;
    const load = async () => ++reads;
    await memoWhileClockStill(db, 'a', load);
    expect(await memoWhileClockStill(db, 'a', load)).toBe(2);
  });
});
