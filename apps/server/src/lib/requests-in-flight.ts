/**
 * The requests this process is answering, live event streams aside (docs/decisions/073). Work that holds
 * the event loop in pieces, such as a batch of games being stored, waits before each piece until none is
 * in flight, up to a bound: a page asked for while seasons simulate is answered first, and the work still
 * moves on, a piece per bound, however busy the process is.
 */
export class RequestsInFlight {
  private count = 0;
  private waiters = new Set<() => void>();

  get size(): number {
    return this.count;
  }

  enter(): void {
    this.count += 1;
  }

  leave(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count > 0) return;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Resolves once no request is in flight, or after `maxWaitMs`, whichever comes first. */
  quiet(maxWaitMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxWaitMs);
      this.waiters.add(wake);
    });
  }
}
