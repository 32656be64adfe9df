import type { Kysely, Transaction } from 'kysely';
import { conflict } from '../http/errors';
import { CONCURRENT_CHANGE, isRetryableConflict } from './errors';
import type { Database } from './schema';

export interface RetryPacing {
  /** A number in [0, 1): where in the jitter window the second attempt starts. */
  random?: () => number;
  pause?: (ms: number) => Promise<void>;
}

/** The second attempt starts this long after the first failed, plus up to JITTER_MS, so two losers part. */
const PAUSE_MS = 10;
const JITTER_MS = 90;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction; when the database ends it as a deadlock, a serialization failure or a
 * busy SQLite (docs/decisions/062), runs the whole of `work` once more after a short random pause, so
 * everything it checks is checked again. A second such failure answers 409, never 500.
 */
export async function runTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
  pacing: RetryPacing = {},
): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
  }
  await (pacing.pause ?? sleep)(PAUSE_MS + Math.floor((pacing.random ?? Math.random)() * JITTER_MS));
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (isRetryableConflict(error)) throw conflict(CONCURRENT_CHANGE);
    throw error;
  }
}
