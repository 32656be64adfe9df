import type { DatabaseThreadData } from '../../../db/thread-database';
import type { ThreadError } from '../../../lib/thread-errors';
import type { BatchRun } from '../due-games-batch';

/** What the batch thread starts with (docs/decisions/096). */
export interface BatchThreadData extends DatabaseThreadData {
  writeTurn: SharedArrayBuffer | null;
}

/** One batch to store, its instants as ISO text. */
export interface BatchAsk {
  id: number;
  until: string;
  now: string;
  limit: number;
  leagueId: number | null;
  gameId: number | null;
  handOverAfterMs: number | null;
}

export interface BatchAnswer {
  id: number;
  /** The thread's scheduling priority (its nice value) as it stored the batch. */
  niceness: number;
  run?: BatchRun;
  error?: ThreadError;
}
