/**
 * Requests each API token made in the current window, counted in this process (as @fastify/rate-limit
 * counts the app's other limits): a bot in a loop is slowed without touching the user's browser sessions.
 * Kept in the app's memory, never in a module variable.
 */
export class TokenRequests {
  private readonly windows = new Map<number, { startMs: number; count: number }>();

  /** Counts a request of token `id` at `nowMs`; the wait in ms when it is one too many, else 0. */
  take(id: number, nowMs: number, { max, windowMs }: { max: number; windowMs: number }): number {
    let window = this.windows.get(id);
    if (!window || nowMs - window.startMs >= windowMs || nowMs < window.startMs) {
      if (this.windows.size > 50_000) this.windows.clear();
      window = { startMs: nowMs, count: 0 };
      this.windows.set(id, window);
    }
    window.count += 1;
    return window.count > max ? window.startMs + windowMs - nowMs : 0;
  }
}
