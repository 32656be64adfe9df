import type { Db } from './schema';

interface BatchMemo {
  kept: Map<string, Promise<unknown>>;
  /** No game of the batch's leagues is played and no league clock moves while the batch runs. */
  clockStill: boolean;
}

/** The memo of each open batch, by its transaction; gone with the transaction. */
const memos = new WeakMap<Db, BatchMemo>();

/**
 * Lets the work done in `trx` keep what it reads once through `memoInBatch` until the transaction ends: a
 * batch of games asks the same facts for each game (a league's teams and their GMs, its webhooks, whether it
 * played an earlier season), and nothing in the batch changes them. Only a batch that opens a memo keeps
 * anything; every other caller reads afresh. A batch in which no league's clock moves and no game is played
 * (the rollover) says so with `clockStill`, and also keeps what `memoWhileClockStill` reads.
 */
export function openBatchMemo(trx: Db, options: { clockStill?: boolean } = {}): void {
  memos.set(trx, { kept: new Map(), clockStill: options.clockStill ?? false });
}

/** `load()`, read once per key in a batch that opened a memo on `db`, and each time anywhere else. */
export function memoInBatch<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.get(db);
  return memo ? kept(memo, key, load) : load();
}

/**
 * `load()`, read once per key in a batch whose league clocks stand still (a league event's time facts: the
 * clock's day and the last final game), and each time anywhere else, a batch of games included.
 */
export function memoWhileClockStill<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.get(db);
  return memo?.clockStill ? kept(memo, key, load) : load();
}

function kept<T>(memo: BatchMemo, key: string, load: () => Promise<T>): Promise<T> {
  const known = memo.kept.get(key) as Promise<T> | undefined;
  if (known) return known;
  const loading = load();
  memo.kept.set(key, loading);
  // A failed read is not kept: the game that failed rolls back alone, and the next one reads again.
  loading.catch(() => memo.kept.delete(key));
  return loading;
}
