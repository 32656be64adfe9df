import type { SharedWriteTurn } from './shared-write-turn';

/**
 * The one writing connection's turn (docs/decisions/067, 073): taken for a statement or from BEGIN to
 * COMMIT, handed on release straight to the next waiter, first in line among requests' writes, then among
 * background writes. Each line is first come, first served.
 *
 * When another thread of the process writes the same file (docs/decisions/096), the first holder also takes
 * the turn shared between the threads, and the last gives it back.
 */
export class WriterLock {
  private held = false;
  private readonly requests: (() => void)[] = [];
  private readonly background: (() => void)[] = [];

  constructor(private readonly shared: SharedWriteTurn | null = null) {}

  /**
   * Whether a write that comes before background batches waits for the turn: a request's in this thread, or
   * the main thread's when this is the batch thread's. A batch storing games hands the turn over to it.
   */
  waiting(): boolean {
    return this.requests.length > 0 || (this.shared?.owed() ?? false);
  }

  lock(inBackground = false): Promise<void> {
    if (!this.held) {
      this.held = true;
      return this.shared ? this.shared.take() : Promise.resolve();
    }
    return new Promise((resolve) => (inBackground ? this.background : this.requests).push(resolve));
  }

  unlock(): void {
    const next = this.requests.shift() ?? this.background.shift();
    if (!next) {
      this.held = false;
      this.shared?.give();
    } else if (this.shared?.owed()) {
      // Another thread's write comes first: the turn goes there and back before the next one here.
      this.shared.give();
      void this.shared.take().then(next);
    } else next();
  }
}
