import type { DatabaseThreadData } from '../../../db/thread-database';
import type { ThreadError } from '../../../lib/thread-errors';
import type { SeasonPageAsk } from '../season-pages';

/** What the page thread starts with (docs/decisions/099). */
export type PageThreadData = DatabaseThreadData;

/** One page to compute. */
export interface PageCall {
  id: number;
  ask: SeasonPageAsk;
}

/** The page's JSON as UTF-8 bytes, whose memory moves to the main thread, or the error computing it. */
export interface PageAnswer {
  id: number;
  /** The thread's priority (nice value) as it answered. */
  niceness: number;
  json?: Uint8Array;
  /** The JSON compressed to brotli, which nearly every browser asks for, made there too. */
  brotli?: Uint8Array;
  error?: ThreadError;
}
