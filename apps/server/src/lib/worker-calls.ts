import type { TransferListItem, Worker } from 'node:worker_threads';

/** What a call's answer carries at least: the id of the call it answers. */
export interface CallAnswer {
  id: number;
}

interface Waiting<Answer> {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

/**
 * Calls answered by a worker thread, each matched to its answer by id: the thread starts with the first call,
 * holds the process open only while a call waits, and a thread that ends (an error in it) fails the calls it
 * held; the next call starts another. What the answer means (an error it reports) is the caller's to read.
 */
export class WorkerCalls<Ask extends object, Answer extends CallAnswer> {
  #worker: Worker | null = null;
  #closed = false;
  #next = 0;
  readonly #waiting = new Map<number, Waiting<Answer>>();
  /** Told when the last call held is answered. */
  readonly #drained: (() => void)[] = [];

  constructor(
    private readonly spawn: () => Worker,
    private readonly onEnd: (error: Error, held: number) => void,
  ) {}

  /** Starts the thread now, before its first call, without holding the process open. */
  start(): void {
    if (this.#closed) return;
    this.#thread().unref();
  }

  /** Calls waiting for their answer. */
  get pending(): number {
    return this.#waiting.size;
  }

  call(ask: Ask, closedMessage: string, transfer: readonly TransferListItem[] = []): Promise<Answer> {
    if (this.#closed) return Promise.reject(new Error(closedMessage));
    const id = (this.#next += 1);
    return new Promise((resolve, reject) => {
      const thread = this.#thread();
      this.#waiting.set(id, { resolve, reject });
      if (this.#waiting.size === 1) thread.ref();
      thread.postMessage({ ...ask, id }, transfer);
    });
  }

  /** Ends the thread once the calls it holds are answered. */
  async close(): Promise<void> {
    this.#closed = true;
    const worker = this.#worker;
    if (!worker) return;
    if (this.#waiting.size > 0) await new Promise<void>((resolve) => this.#drained.push(resolve));
    this.#worker = null;
    await worker.terminate();
  }

  #thread(): Worker {
    if (this.#worker) return this.#worker;
    const worker = this.spawn();
    worker.on('message', (answer: Answer) => this.#answer(answer));
    worker.on('error', (error) => this.#end(worker, error));
    worker.on('exit', (code) => this.#end(worker, new Error(`The thread ended (code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #answer(answer: Answer): void {
    const waiting = this.#waiting.get(answer.id);
    if (!waiting) return;
    this.#waiting.delete(answer.id);
    if (this.#waiting.size === 0) this.#idle();
    waiting.resolve(answer);
  }

  #end(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.onEnd(error, this.#waiting.size);
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
    this.#idle();
  }

  #idle(): void {
    this.#worker?.unref();
    for (const drained of this.#drained.splice(0)) drained();
  }
}
