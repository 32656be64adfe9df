/**
 * When each background job kind last finished a pass with nothing failing, and last had a failure, in this
 * process (docs/decisions/063). Kept in the app's memory, so two apps in one test process share none of it.
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

/** The failures of a pass whose leagues were each tried on their own: the pass reports them once all ran. */
export class LeagueFailures extends Error {
  constructor(
    readonly job: string,
    readonly leagueIds: number[],
  ) {
    super(
      `${job} failed in league${leagueIds.length === 1 ? '' : 's'} ${leagueIds.join(', ')}; the others went on`,
    );
    this.name = 'LeagueFailures';
  }
}

/**
 * Runs `work` for each league on its own: a league that throws is logged and the next one goes on; once all
 * ran, the pass throws LeagueFailures naming them, so it is logged and not counted a success.
 */
export async function eachLeagueContained(
  job: string,
  leagueIds: readonly number[],
  log: { error(details: object, message: string): void },
  work: (leagueId: number) => Promise<void>,
): Promise<void> {
  const failed: number[] = [];
  for (const leagueId of leagueIds) {
    try {
      await work(leagueId);
    } catch (error) {
      failed.push(leagueId);
      log.error(
        { err: error, job, leagueId },
        `${job} failed in league ${leagueId}; the other leagues go on`,
      );
    }
  }
  if (failed.length > 0) throw new LeagueFailures(job, failed);
}
