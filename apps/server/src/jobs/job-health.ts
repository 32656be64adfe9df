/**
 * When each background job last finished a pass with nothing failing, and last had a failure, in this
 * process. Kept in the app's memory, so two apps in one test process share none of it; `/api/health` reads
 * each kind's last success from the database instead (docs/decisions/066), and its last failure here.
 */
export class JobHealth {
  private readonly kinds = new Map<string, { lastSuccessAt: Date | null; lastFailureAt: Date | null }>();

  succeeded(kind: string, at: Date): void {
    this.kinds.set(kind, { lastFailureAt: null, ...this.kinds.get(kind), lastSuccessAt: at });
  }

  failed(kind: string, at: Date): void {
    this.kinds.set(kind, { lastSuccessAt: null, ...this.kinds.get(kind), lastFailureAt: at });
  }

  of(kind: string): { lastSuccessAt: Date | null; lastFailureAt: Date | null } {
    return this.kinds.get(kind) ?? { lastSuccessAt: null, lastFailureAt: null };
  }
}
