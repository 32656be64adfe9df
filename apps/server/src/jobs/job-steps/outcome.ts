import {
  decideStepFailure,
  describeFailure,
  JOB_STEP_LABELS,
  type RetryPolicy,
  type StepFailureDecision,
} from '@rinkside/domain';
import type { Db } from '../../modules/leagues/api';
import * as repo from './repo';
import type { ClaimedStep } from './step';
import type { JobStepKind } from '@rinkside/domain';

const iso = (date: Date) => date.toISOString();

/** The step ran: its failures are forgotten, its lease released; work found due while it ran still waits. */
export async function recordSuccess(db: Db, step: ClaimedStep, now: Date): Promise<void> {
  await repo.markStepSucceeded(db, step, iso(now));
}

/** The step met another change at the same moment: its lease is released, nothing else changes. */
export async function recordMeeting(db: Db, step: ClaimedStep): Promise<void> {
  await repo.updateHeldStep(db, step, { claimed_until: null, claimed_by: null });
}

/**
 * The step failed: `decideStepFailure` says when it is tried again, or that it is set aside; its error is
 * kept in our words for its commissioner, and its lease released.
 */
export async function recordFailure(
  db: Db,
  step: ClaimedStep,
  { error, now, policy }: { error: unknown; now: Date; policy: RetryPolicy },
): Promise<StepFailureDecision & { lastError: string }> {
  const decision = decideStepFailure(step.attemptsBefore, now, policy);
  const lastError = describeFailure(`${JOB_STEP_LABELS[step.kind]} failed`, error);
  await repo.updateHeldStep(db, step, {
    attempts: decision.attempts,
    last_error: lastError,
    next_attempt_at: decision.nextAttemptAt ? iso(decision.nextAttemptAt) : null,
    quarantined_at: decision.quarantined ? iso(now) : null,
    claimed_until: null,
    claimed_by: null,
  });
  return { ...decision, lastError };
}

/** A kind's pass row is written at most this often: a draft clock's passes come every two seconds. */
export const PASS_RECORD_MS = 10_000;

/** A pass of `kind` with no step failing: its last success on the host, whichever process ran it. */
export async function recordPassSuccess(db: Db, kind: JobStepKind, now: Date): Promise<void> {
  const at = iso(now);
  const stale = iso(new Date(now.getTime() - PASS_RECORD_MS));
  await repo.upsertPassSuccess(db, kind, { at, stale });
}
