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
 * How long an advance's beginning may keep the next one waiting (docs/decisions/102): it lets go sooner, as
 * soon as it hands its first batch of games over to be played, or ends.
 */
export const BEGIN_TURN_MS = 2000;

/** What an advance's work is given: the signal that stops it, and the call that lets the next one begin. */
export type AdvanceWork = (signal: AbortSignal, begun: () => void) => Promise<void>;

/**
 * The advances this process runs (docs/decisions/067), so that closing the app stops each between two
 * batches and waits for it, rather than closing the database under it. Kept in the app's memory.
 *
 * Advances begin one at a time (docs/decisions/102): an advance's beginning (its plan, the opening's checks,
 * the GMs' autopilots ended) is work of the thread that answers requests, and twenty commissioners who press
 * at once would put twenty of them in one burst before every reader's answer. Each waits until the one
 * before it handed its first batch over, ended, or had `BEGIN_TURN_MS`.
 */
export class AdvanceRuns {
  private readonly runs = new Map<number, { stop: AbortController; done: Promise<void> }>();
  private closed = false;
  /** Settles when the last advance started lets the next one begin. */
  private lastTurn: Promise<void> = Promise.resolve();

  constructor(private readonly beginTurnMs = BEGIN_TURN_MS) {}

  /** Runs `work` unless this process already runs that advance or is closing; false when it did not start. */
  start(advanceId: number, work: AdvanceWork): boolean {
    if (this.closed || this.runs.has(advanceId)) return false;
    const stop = new AbortController();
    const turn = this.takeTurn();
    const done = turn.ready
      .then(() => (stop.signal.aborted ? undefined : work(stop.signal, turn.release)))
      .finally(() => {
        turn.release();
        this.runs.delete(advanceId);
      });
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

  /** The turn to begin after the advance started last: ready once that one let go of its own. */
  private takeTurn(): { ready: Promise<void>; release: () => void } {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const ready = this.lastTurn;
    this.lastTurn = released;
    void ready.then(() => setTimeout(release, this.beginTurnMs).unref());
    return { ready, release };
  }
}
