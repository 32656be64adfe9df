import { Worker } from 'node:worker_threads';
import type { ReadLane } from './read-lanes';

const WORKER_ENTRY = new URL('./sqlite-read-worker.mjs', import.meta.url);
/** Threads that read the season aggregates (docs/decisions/097). */
const AGGREGATE_THREADS = 1;
/**
 * How far below the main thread's the reading threads' priority is (a nice value, docs/decisions/096): a row
 * read waits for the main thread anyway, so a read never takes the main thread's core from it.
 */
export const READ_THREAD_NICENESS = 5;

interface Answer {
  id: number;
  rows?: Record<string, unknown>[];
  error?: { message: string; code?: string };
}

interface Waiting {
  resolve: (rows: Record<string, unknown>[]) => void;
  reject: (error: Error) => void;
}

/** The error a statement raised in the reading thread, with SQLite's code (`SQLITE_BUSY`, …). */
export class SqliteReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * A read-only connection to the database file in a thread of its own (docs/decisions/095): SELECTs outside
 * a transaction run there, so the main thread answers other requests while a long aggregate is read. The
 * thread starts with the first read; one that ends (an error in it) fails the reads it held and the next
 * read starts another.
 */
export class SqliteReadThread {
  #worker: Worker | null = null;
  #closed = false;
  #next = 0;
  readonly #waiting = new Map<number, Waiting>();

  constructor(
    private readonly file: string,
    private readonly busyTimeoutMs: number,
  ) {}

  /** Reads sent and not yet answered. */
  get pending(): number {
    return this.#waiting.size;
  }

  all(sql: string, parameters: readonly unknown[]): Promise<Record<string, unknown>[]> {
    if (this.#closed) return Promise.reject(new Error('The database is closed'));
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      const thread = this.#thread();
      this.#waiting.set(id, { resolve, reject });
      // A read awaited keeps the process alive, as one on the main thread's connection would.
      if (this.#waiting.size === 1) thread.ref();
      thread.postMessage({ id, sql, parameters });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    this.#worker = null;
    this.#failAll(new Error('The database is closed'));
    await worker?.terminate();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_ENTRY, {
      workerData: { file: this.file, busyTimeoutMs: this.busyTimeoutMs, niceness: READ_THREAD_NICENESS },
    });
    worker.on('message', (answer: Answer) => this.#answer(answer));
    worker.on('error', (error) => {
      if (this.#worker === worker) this.#worker = null;
      this.#failAll(error);
    });
    worker.on('exit', () => {
      if (this.#worker === worker) this.#worker = null;
      this.#failAll(new Error('The database reading thread ended'));
    });
    // An idle thread does not keep the process alive: a script that ends without closing the database exits.
    worker.unref();
    this.#worker = worker;
    return worker;
  }

  #answer({ id, rows, error }: Answer): void {
    const waiting = this.#waiting.get(id);
    if (!waiting) return;
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.#worker?.unref();
    if (error) waiting.reject(new SqliteReadError(error.message, error.code));
    else waiting.resolve((rows ?? []).map(withBuffers));
  }

  #failAll(error: Error): void {
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const { reject } of waiting) reject(error);
  }
}

/** The lanes that read in threads: a point read is read on the main thread (docs/decisions/099). */
export type ThreadLane = Exclude<ReadLane, 'point'>;

/**
 * Several reading threads (docs/decisions/095): each read goes to the one of its lane with the fewest reads
 * waiting. The quick lane's threads answer every read but the season aggregates, which have a thread of
 * their own (docs/decisions/097), so a long aggregate never holds the short reads behind it. A thread starts
 * only when a read comes to it.
 */
export class SqliteReadPool {
  readonly #lanes: Record<ThreadLane, SqliteReadThread[]>;

  constructor(file: string, busyTimeoutMs: number, size: number) {
    const threads = (count: number) =>
      Array.from({ length: Math.max(1, count) }, () => new SqliteReadThread(file, busyTimeoutMs));
    this.#lanes = { quick: threads(size), aggregate: threads(AGGREGATE_THREADS) };
  }

  all(
    sql: string,
    parameters: readonly unknown[],
    lane: ThreadLane = 'quick',
  ): Promise<Record<string, unknown>[]> {
    const threads = this.#lanes[lane];
    let least = threads[0];
    for (const thread of threads) if (least && thread.pending < least.pending) least = thread;
    if (!least) return Promise.reject(new Error('No reading thread'));
    return least.all(sql, parameters);
  }

  async close(): Promise<void> {
    await Promise.all([...this.#lanes.quick, ...this.#lanes.aggregate].map((thread) => thread.close()));
  }
}

/**
 * A BLOB crosses between threads as a plain Uint8Array; it is read here as the Buffer better-sqlite3 gives
 * on the main thread (the same memory, not a copy).
 */
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value))
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
  return row;
}
