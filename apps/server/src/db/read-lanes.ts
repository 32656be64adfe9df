import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The lanes SQLite reads outside transactions take (docs/decisions/097, 099): `aggregate` for the season
 * aggregates that cached pages are computed from (tens to hundreds of milliseconds each), `quick` for
 * everything else, each to their reading threads, so a short read of a roster never queues behind a season's
 * totals; and `point`, a lookup of a row or two by an index (a sign-in, a league's visibility), read at once
 * on the main thread, where the round trip to a thread would cost more than the read.
 */
export type ReadLane = 'quick' | 'aggregate' | 'point';

const lanes = new AsyncLocalStorage<ReadLane>();

/** Runs `work` with its reads in the aggregate lane. */
export function readingAggregates<T>(work: () => Promise<T>): Promise<T> {
  return lanes.run('aggregate', work);
}

/** Runs `work`, a lookup by an index of a row or a few, with its reads in the point lane. */
export function readingPoint<T>(work: () => Promise<T>): Promise<T> {
  return lanes.run('point', work);
}

/** The lane of the caller's reads. */
export function readLane(): ReadLane {
  return lanes.getStore() ?? 'quick';
}
