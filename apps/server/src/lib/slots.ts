/**
 * At most `size` holders at once, the others waiting first come, first served (docs/decisions/073): how
 * many background batches of games a process runs at the same moment.
 */
export class Slots {
  private taken = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  /** Waits for a slot; the function it answers gives the slot back (once). */
  async take(): Promise<() => void> {
    if (this.taken < this.size) this.taken += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.taken -= 1;
    };
  }
}
