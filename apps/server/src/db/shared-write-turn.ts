/** The slots of the shared memory: who holds the turn, and how many of the main thread's writes wait for it. */
const HELD = 0;
const MAIN_WAITING = 1;
const FREE = 0;
const TAKEN = 1;

/**
 * The turn to write a SQLite file, shared by the threads of one process that each hold a writing
 * connection to it (docs/decisions/096): the main thread, which answers requests, and the thread that stores
 * background batches of games. A thread that waits for it waits asynchronously, so its event loop goes on;
 * SQLite's own lock would make a second writer sleep, event loop and all, for as long as its busy timeout.
 *
 * The main thread comes first: the batch thread does not take the turn while a write of the main thread
 * waits for it, so a GM's message is not queued behind every batch a busy host has to store.
 */
export class SharedWriteTurn {
  readonly #cells: Int32Array;

  /** `memory` from `SharedWriteTurn.memory()`, the same for every thread of the process. */
  constructor(
    readonly memory: SharedArrayBuffer,
    private readonly side: 'main' | 'background',
  ) {
    this.#cells = new Int32Array(memory);
  }

  static memory(): SharedArrayBuffer {
    return new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  }

  async take(): Promise<void> {
    const cells = this.#cells;
    if (this.side === 'main') {
      Atomics.add(cells, MAIN_WAITING, 1);
      try {
        await this.#hold();
      } finally {
        Atomics.sub(cells, MAIN_WAITING, 1);
        Atomics.notify(cells, MAIN_WAITING);
      }
      return;
    }
    for (;;) {
      const waiting = Atomics.load(cells, MAIN_WAITING);
      if (waiting > 0) {
        await Atomics.waitAsync(cells, MAIN_WAITING, waiting).value;
        continue;
      }
      if (Atomics.compareExchange(cells, HELD, FREE, TAKEN) === FREE) {
        // The main thread may have begun to wait between the two reads: it goes first after all.
        if (Atomics.load(cells, MAIN_WAITING) === 0) return;
        this.give();
        continue;
      }
      await Atomics.waitAsync(cells, HELD, TAKEN).value;
    }
  }

  /** Whether a write of the other thread waits for the turn and comes first: the main thread's, here. */
  owed(): boolean {
    return this.side === 'background' && Atomics.load(this.#cells, MAIN_WAITING) > 0;
  }

  give(): void {
    Atomics.store(this.#cells, HELD, FREE);
    Atomics.notify(this.#cells, HELD);
  }

  async #hold(): Promise<void> {
    while (Atomics.compareExchange(this.#cells, HELD, FREE, TAKEN) !== FREE) {
      await Atomics.waitAsync(this.#cells, HELD, TAKEN).value;
    }
  }
}
