/** How often a GM's activity in a league is written at most (docs/decisions/036). */
export const ACTIVITY_WRITE_INTERVAL_MS = 10 * 60_000;

/**
 * When this process last wrote each user's activity in each league, so a burst of requests costs one
 * write. Kept in the app's memory; another process writes once itself, and the database's own
 * condition (`recordActivity`) keeps the rows from being rewritten more often than the interval anyway.
 */
export class ActivityThrottle {
  private readonly written = new Map<string, number>();

  /** True, and remembered, when the user's activity in the league is due to be written at `nowMs`. */
  due(userId: number, leagueId: number, nowMs: number): boolean {
    const key = `${userId}:${leagueId}`;
    const last = this.written.get(key);
    if (last !== undefined && nowMs - last < ACTIVITY_WRITE_INTERVAL_MS && nowMs >= last) return false;
    if (this.written.size > 50_000) this.written.clear();
    this.written.set(key, nowMs);
    return true;
  }
}
