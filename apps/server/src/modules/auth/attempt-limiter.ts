/**
 * Counts attempts per key in a fixed window (sign-ins per address, per account, per both).
 * Kept in the app's memory: with several server processes each counts its own share.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** Whether the key has an attempt left in its window. */
  allows(key: string): boolean {
    const window = this.windows.get(key);
    return !window || window.resetAt <= this.now().getTime() || window.count < this.limit;
  }

  /** Counts one attempt against the key. */
  hit(key: string): void {
    const now = this.now().getTime();
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return;
    }
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    this.prune(now);
  }

  /** Takes back one attempt that turned out not to count (it succeeded). */
  refund(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
