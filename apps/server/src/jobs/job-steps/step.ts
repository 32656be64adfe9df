import type { JobStepKind } from '@rinkside/domain';

/** One kind's work for one league (or one user's mail): the unit the job runner claims (docs/decisions/066). */
export interface JobStep {
  kind: JobStepKind;
  /** The league's id; the user's for mail. */
  subjectId: number;
  /** The league it belongs to, whose commissioner sees it fail; null for a user's mail. */
  leagueId: number | null;
}

/** The step of `kind` for a league. */
export const leagueStep = (kind: JobStepKind, leagueId: number): JobStep => ({
  kind,
  subjectId: leagueId,
  leagueId,
});

/** The subject of a kind's own pass row: its last success on the host, for /api/health. */
export const PASS_SUBJECT = 0;

/** A step held by this process: who holds it, and the failures before this attempt. */
export interface ClaimedStep extends JobStep {
  owner: string;
  attemptsBefore: number;
  /** When the lease was taken: a due time set after it is new work, kept past this run's success. */
  claimedAt: string;
}
