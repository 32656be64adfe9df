import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background writing (docs/decisions/073): on SQLite, where one connection writes, each of
 * its transactions waits behind every write a request asked for meanwhile, so a GM's message or lineup is
 * not queued behind the batches of every league simulating.
 */
export function writeInBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** Whether the caller writes in the background. */
export function writingInBackground(): boolean {
  return background.getStore() === true;
}
