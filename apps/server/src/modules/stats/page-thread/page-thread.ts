import { Worker } from 'node:worker_threads';
import type { Config } from '../../../config';
import type { DatabaseHandle } from '../../../db/database';
import { PreparedJson } from '../../../http/send-json';
import { WorkerCalls } from '../../../lib/worker-calls';
import { errorOfThread } from '../../../lib/thread-errors';
import type { SeasonPageAsk } from '../season-pages';
import type { PageAnswer, PageCall, PageThreadData } from './page-messages';

const WORKER_ENTRY = new URL('./page-worker.mjs', import.meta.url);
/**
 * The page thread's priority, a nice value (docs/decisions/102): the batch thread's, below the reading
 * threads' (5), so that a request's read waiting for a core comes before a page computed behind a batch.
 */
export const PAGE_THREAD_NICENESS = 10;

/**
 * The thread that computes the cached season pages (docs/decisions/099): standings, stats, leaders, team
 * stats and shot maps. It reads their aggregates on a connection of its own, builds each page, checks it
 * against its schema and writes its JSON, whose bytes move to the main thread without a copy. The main
 * thread, which answers every request, only caches and sends them. It runs at the batch thread's priority.
 */
export class PageThread {
  /** Pages the thread answered, and its priority (nice value) at the last one: what tests read. */
  answered = 0;
  niceness: number | null = null;
  readonly #calls: WorkerCalls<Omit<PageCall, 'id'>, PageAnswer>;

  constructor(
    data: Omit<PageThreadData, 'niceness'>,
    log: { error(details: object, message: string): void },
  ) {
    this.#calls = new WorkerCalls(
      () => new Worker(WORKER_ENTRY, { workerData: { ...data, niceness: PAGE_THREAD_NICENESS } }),
      (error, held) => {
        if (held > 0) log.error({ err: error }, 'the page thread ended');
      },
    );
  }

  /**
   * Starts the thread before the first page is asked for: it compiles the server's sources as it starts,
   * which the first pages of a server just started would otherwise wait for.
   */
  start(): void {
    this.#calls.start();
  }

  /** Pages asked for and not yet answered. */
  get pending(): number {
    return this.#calls.pending;
  }

  async json(ask: SeasonPageAsk): Promise<PreparedJson> {
    const answer = await this.#calls.call({ ask }, 'The server is stopping; the page is not computed');
    this.answered += 1;
    this.niceness = answer.niceness;
    if (answer.error) throw errorOfThread(answer.error);
    if (!answer.json) throw new Error('The page thread answered without a page');
    const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    return new PreparedJson(bytes(answer.json), answer.brotli && bytes(answer.brotli));
  }

  close(): Promise<void> {
    return this.#calls.close();
  }
}

/** The process's page thread, as its configuration asks; null computes the pages in the main thread. */
export function pageThreadOf(
  config: Pick<Config, 'PAGE_THREAD' | 'DATABASE_URL' | 'DATABASE_STATEMENT_TIMEOUT_SECONDS'>,
  database: DatabaseHandle,
  log: { error(details: object, message: string): void },
): PageThread | null {
  // An in-memory database is private to its one connection: no other thread can read it.
  if (config.PAGE_THREAD === 'off' || config.DATABASE_URL === ':memory:') return null;
  return new PageThread(
    {
      databaseUrl: config.DATABASE_URL,
      kind: database.kind,
      statementTimeoutSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
    },
    log,
  );
}
