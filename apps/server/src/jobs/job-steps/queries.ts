import {
  JOB_STEP_KINDS,
  leagueJobStepKindSchema,
  type FailedJobStep,
  type JobStepKind,
} from '@rinkside/domain';
import type { Db } from '../../modules/leagues/api';
import * as repo from './repo';
import type { JobStep } from './step';

const isKind = (kind: string): kind is JobStepKind => (JOB_STEP_KINDS as readonly string[]).includes(kind);

/**
 * Steps a writer marked due (`markStepDue`) whose time has come: for a kind whose work is scheduled rather
 * than found by looking (a league advance at its hour), as its pass's `findDue`.
 */
export async function stepsMarkedDue(db: Db, kind: JobStepKind, now: Date): Promise<JobStep[]> {
  const rows = await repo.listStepsMarkedDue(db, kind, now.toISOString());
  return rows.map((row) => ({ kind, subjectId: row.subject_id, leagueId: row.league_id }));
}

/** Each kind's last success on the host (any process's) and how many of its steps are set aside. */
export async function jobKindsHealth(
  db: Db,
): Promise<Map<JobStepKind, { lastSuccessAt: string | null; quarantined: number }>> {
  const rows = await repo.listKindsHealth(db);
  return new Map(
    rows.flatMap((row) =>
      isKind(row.kind)
        ? [[row.kind, { lastSuccessAt: row.last_success_at, quarantined: Number(row.quarantined) }] as const]
        : [],
    ),
  );
}

/** The league's steps that failed: waiting for their next attempt, or set aside (quarantined). */
export async function failedStepsOf(db: Db, leagueId: number): Promise<FailedJobStep[]> {
  const rows = await repo.listFailedSteps(db, leagueId);
  return rows.flatMap((row) => {
    const kind = leagueJobStepKindSchema.safeParse(row.kind);
    return kind.success
      ? [
          {
            kind: kind.data,
            attempts: row.attempts,
            lastError: row.last_error,
            nextAttemptAt: row.quarantined_at === null ? row.next_attempt_at : null,
            quarantinedAt: row.quarantined_at,
          },
        ]
      : [];
  });
}
