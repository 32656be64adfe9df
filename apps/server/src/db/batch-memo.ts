import type { Db } from './schema';

/** The memo of each open batch, by its transaction; gone with the transaction. */
const memos = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * Lets the work done in `trx` keep what it reads once through `memoInBatch` until the transaction ends: a
 * batch of games asks the same facts for each game (a league's teams and their GMs, its webhooks, whether it
 * played an earlier season), and nothing in the batch changes them. Only a batch that opens a memo keeps
 * anything; every other caller reads afresh.
 */
export function openBatchMemo(trx: Db): void {
  memos.set(trx, new Map());
}

/** `load()`, read once per key in a batch that opened a memo on `db`, and each time anywhere else. */
export function memoInBatch<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.get(db);
  if (!memo) return load();
  const kept = memo.get(key) as Promise<T> | undefined;
  if (kept) return kept;
  const loading = load();
  memo.set(key, loading);
  // A failed read is not kept: the game that failed rolls back alone, and the next one reads again.
  loading.catch(() => memo.delete(key));
  return loading;
}
