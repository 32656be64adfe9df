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

/** Runs `work` for each league on its own, contained as `leagueContainer` says. */
export async function eachLeagueContained(
  job: string,
  leagueIds: readonly number[],
  log: { error(details: object, message: string): void },
  work: (leagueId: number) => Promise<void>,
): Promise<void> {
  const { contain, finish } = leagueContainer(job, log);
  for (const leagueId of leagueIds) await contain(leagueId, () => work(leagueId));
  finish();
}

/** Runs one league's share of a pass; a job's container keeps that league's failure from the others. */
export type LeagueContainer = (leagueId: number, work: () => Promise<void>) => Promise<void>;

/** Outside a job (a request, a test): a league's failure is the caller's, as before. */
export const uncontained: LeagueContainer = (_leagueId, work) => work();

/**
 * A pass's container: each league's failure is logged and the pass goes on to the next league; `finish`
 * then throws LeagueFailures naming them, so the pass is not counted a success.
 */
export function leagueContainer(job: string, log: { error(details: object, message: string): void }) {
  const failed = new Set<number>();
  const contain: LeagueContainer = async (leagueId, work) => {
    try {
      await work();
    } catch (error) {
      failed.add(leagueId);
      log.error(
        { err: error, job, leagueId },
        `${job} failed in league ${leagueId}; the other leagues go on`,
      );
    }
  };
  return {
    contain,
    finish() {
      if (failed.size > 0) throw new LeagueFailures(job, [...failed]);
    },
  };
}
