import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config';
import type { DatabaseHandle, DatabaseKind } from '../../../db/database';
import type { BatchOptions, BatchRun } from '../due-games-batch';
import type { BatchAnswer, BatchAsk, BatchThreadData } from './batch-messages';
import { errorOfThread } from '../../../lib/thread-errors';
import { WorkerCalls } from '../../../lib/worker-calls';

const WORKER_ENTRY = new URL('./batch-worker.mjs', import.meta.url);
/** How far below the main thread's the batch thread's priority is (a nice value, docs/decisions/096). */
export const BATCH_THREAD_NICENESS = 10;

export interface BatchThreadOptions {
  databaseUrl: string;
  kind: DatabaseKind;
  statementTimeoutSeconds: number;
  /** SQLite: the memory of the turn to write, shared with the main thread's connection. */
  writeTurn: SharedArrayBuffer | null;
  log: { error(details: object, message: string): void };
}

/**
 * The thread that stores background batches of games (docs/decisions/096): it opens a writing connection
 * of its own, plays each game and stores it there, at a lower priority than the main thread, which goes on
 * answering requests. The server starts it as it starts (`start`), else the first batch does; one that ends
 * (an error in it) fails the batches it held, and the next batch starts another.
 */
export class BatchThread {
  /** Batches the thread answered, and its priority (nice value) at the last one: what health and tests read. */
  answered = 0;
  niceness: number | null = null;
  readonly #calls: WorkerCalls<Omit<BatchAsk, 'id'>, BatchAnswer>;

  constructor(options: BatchThreadOptions) {
    this.#calls = new WorkerCalls(
      () => {
        const data: BatchThreadData = {
          databaseUrl: options.databaseUrl,
          kind: options.kind,
          statementTimeoutSeconds: options.statementTimeoutSeconds,
          writeTurn: options.writeTurn,
          niceness: BATCH_THREAD_NICENESS,
        };
        return new Worker(WORKER_ENTRY, { workerData: data });
      },
      (error, held) => {
        if (held > 0) options.log.error({ err: error }, 'the batch thread ended');
      },
    );
  }

  /**
   * Starts the thread before the first batch: it compiles the server's sources as it starts, a second of a
   * core that would otherwise fall on the first games the server stores, beside the requests of that second.
   */
  start(): void {
    this.#calls.start();
  }

  /** Stores one batch there, as `storeDueGames` would here, its clock read as `now`. */
  async store(batch: BatchOptions, now: Date): Promise<BatchRun> {
    const answer = await this.#calls.call(
      {
        until: batch.until.toISOString(),
        now: now.toISOString(),
        limit: batch.limit,
        leagueId: batch.leagueId ?? null,
        gameId: batch.gameId ?? null,
        handOverAfterMs: batch.handOverAfterMs ?? null,
      },
      'The server is stopping; the batch is not stored',
    );
    this.answered += 1;
    this.niceness = answer.niceness;
    if (answer.error) throw errorOfThread(answer.error);
    if (!answer.run) throw new Error('The batch thread answered without a run');
    return answer.run;
  }

  /** Ends the thread once the batches it holds are stored. */
  close(): Promise<void> {
    return this.#calls.close();
  }
}

/** The process's batch thread, as its configuration asks; null when batches are stored in the main thread. */
export function batchThreadOf(
  config: Pick<Config, 'BATCH_THREAD' | 'DATABASE_URL' | 'DATABASE_STATEMENT_TIMEOUT_SECONDS'>,
  database: DatabaseHandle,
  log: BatchThreadOptions['log'],
): BatchThread | null {
  // An in-memory database is private to its one connection: no other thread can write it.
  if (config.BATCH_THREAD === 'off' || (database.kind === 'sqlite' && !database.writeTurn)) return null;
  return new BatchThread({
    databaseUrl: config.DATABASE_URL,
    kind: database.kind,
    statementTimeoutSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    writeTurn: database.writeTurn,
    log,
  });
}
