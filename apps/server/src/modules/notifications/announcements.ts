/** How often one user's browsers are told at most that notifications arrived (docs/decisions/100). */
export const ANNOUNCE_EVERY_MS = 1000;

/**
 * Who is told now that notifications arrived, and who at the end of their window (docs/decisions/100): a user
 * not told in the last ANNOUNCE_EVERY_MS is told at once; one told since is told once more when the window
 * ends, however many notifications arrived in it. Each announcement makes his browsers fetch the bell's
 * count again, so a season stored batch after batch asks it once a second, not after every batch.
 */
export class Announcements {
  /** When each user was last told, by the clock given to `tell`. */
  readonly #told = new Map<number, number>();
  /** Users to tell at the end of their window. */
  readonly #owed = new Set<number>();
  #timer: NodeJS.Timeout | null = null;
  #timerDue = 0;

  constructor(
    private readonly clock: () => number = () => performance.now(),
    private readonly everyMs = ANNOUNCE_EVERY_MS,
  ) {}

  /** Tells the users who are due (`publish`): now, or at the end of their window. */
  tell(users: readonly number[], publish: (users: number[]) => void): void {
    const nowMs = this.clock();
    this.#forget(nowMs);
    const now: number[] = [];
    for (const user of users) {
      const told = this.#told.get(user);
      if (told === undefined || nowMs - told >= this.everyMs) {
        this.#told.set(user, nowMs);
        this.#owed.delete(user);
        now.push(user);
      } else this.#owed.add(user);
    }
    if (now.length > 0) publish(now);
    this.#schedule(publish);
  }

  /** A timer for the owed user whose window ends first. */
  #schedule(publish: (users: number[]) => void): void {
    if (this.#owed.size === 0) return;
    let due = Number.POSITIVE_INFINITY;
    for (const user of this.#owed) due = Math.min(due, (this.#told.get(user) ?? 0) + this.everyMs);
    if (this.#timer && this.#timerDue <= due) return;
    if (this.#timer) clearTimeout(this.#timer);
    const timer = setTimeout(
      () => {
        this.#timer = null;
        const owed = [...this.#owed];
        this.#owed.clear();
        this.tell(owed, publish);
      },
      Math.max(0, due - this.clock()),
    );
    timer.unref();
    this.#timer = timer;
    this.#timerDue = due;
  }

  /** Users told long enough ago to be told again at once: kept no longer. */
  #forget(nowMs: number): void {
    if (this.#told.size < 10_000) return;
    for (const [user, told] of this.#told) if (nowMs - told >= this.everyMs) this.#told.delete(user);
  }
}
