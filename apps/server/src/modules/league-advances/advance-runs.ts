/** Thrown into an advance this process stops running (it shuts down): the advance is left for another. */
export class AdvanceStopped extends Error {
  constructor() {
    super('The server stopped this advance; it goes on when a server takes it up again.');
    this.name = 'AdvanceStopped';
  }
}

/** Thrown into an advance the commissioner asked to stop (docs/decisions/080): it ends where its games stand. */
export class AdvanceStopRequested extends Error {
  constructor() {
    super('The commissioner stopped this advance.');
    this.name = 'AdvanceStopRequested';
  }
}

/**
 * The advances this process runs (docs/decisions/067), so that closing the app stops each between two
 * batches and waits for it, rather than closing the database under it. Kept in the app's memory.
 */
export class AdvanceRuns {
  private readonly runs = new Map<number, { stop: AbortController; done: Promise<void> }>();
  private closed = false;

  /** Runs `work` unless this process already runs that advance or is closing; false when it did not start. */
  start(advanceId: number, work: (signal: AbortSignal) => Promise<void>): boolean {
    if (this.closed || this.runs.has(advanceId)) return false;
    const stop = new AbortController();
    const done = work(stop.signal).finally(() => this.runs.delete(advanceId));
    this.runs.set(advanceId, { stop, done });
    return true;
  }

  running(): number {
    return this.runs.size;
  }

  /** Waits until this process runs no advance (tests, which then read what it stored). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs.values()].map((run) => run.done));
  }

  /** Stops every advance at its next batch and waits for them; none starts afterwards. */
  async stopAll(): Promise<void> {
    this.closed = true;
    const runs = [...this.runs.values()];
    for (const run of runs) run.stop.abort();
    await Promise.allSettled(runs.map((run) => run.done));
  }
}
