import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { JOB_STEP_RETRY, type RetryPolicy } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { CONCURRENT_CHANGE, isRetryableConflict } from '../../db/errors';
import { HttpError } from '../../http/errors';
import { claimStep, LEASE_MS, markStepDue, renewLease } from './lease';
import { recordFailure, recordMeeting, recordSuccess } from './outcome';
import type { ClaimedStep, JobStep } from './step';

/** Names a pass's leases: unique per pass, so two apps in one process, or two passes, never share one. */
export const newOwner = (): string =>
  `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`.slice(0, 64);

/**
 * Whether the step met another transaction at the same moment (a deadlock, a stale SQLite snapshot, a
 * conflict met twice, docs/decisions/062): the same work run again alone succeeds, so it is not the step's
 * failure. It is left due, for the next pass, and counts no attempt.
 */
export function metAnotherChange(error: unknown): boolean {
  if (isRetryableConflict(error)) return true;
  return error instanceof HttpError && error.statusCode === 409 && error.message === CONCURRENT_CHANGE;
}

/** How one step went: it ran, it failed (and was recorded), or it was not this process's to run now. */
export type StepOutcome =
  | { outcome: 'done' }
  | { outcome: 'failed'; error: unknown; lastError: string; quarantined: boolean }
  | { outcome: 'busy' };

export interface StepOptions {
  owner: string;
  /** Defaults to JOB_STEP_RETRY: three failures, a minute doubled. */
  policy?: RetryPolicy;
  /** Told when a lease could not be renewed (the database is away): the step records nothing it lost. */
  log?: StepLog;
}

export interface StepLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs one step through the job runner (docs/decisions/066): marks it due, claims it (a lease that no other
 * process takes while this one renews it), runs `work`, and records its success, or its failure through
 * `decideStepFailure`. The work's error stays here: the caller hears 'failed', the other leagues go on.
 * A step set aside, waiting for its next attempt, or held by another process is 'busy' and not run.
 */
export async function runStep(
  ctx: AppContext,
  step: JobStep,
  work: (claimed: ClaimedStep) => Promise<void>,
  { owner, policy = JOB_STEP_RETRY, log }: StepOptions,
): Promise<StepOutcome> {
  const { db } = ctx.database;
  await markStepDue(db, step, ctx.now(), ctx.now());
  const claimed = await claimStep(db, step, { now: ctx.now(), owner });
  if (!claimed) return { outcome: 'busy' };
  const renew = () =>
    renewLease(db, claimed, ctx.now()).catch((error: unknown) =>
      log?.error({ err: error, step }, `could not renew the lease on ${step.kind} ${step.subjectId}`),
    );
  const renewal = setInterval(() => void renew(), LEASE_MS / 3);
  try {
    await work(claimed);
  } catch (error) {
    clearInterval(renewal);
    if (metAnotherChange(error)) {
      log?.warn({ err: error, step }, `${step.kind} for ${step.subjectId} met another change; next pass`);
      await recordMeeting(db, claimed);
      return { outcome: 'busy' };
    }
    log?.error({ err: error, step }, `${step.kind} failed for ${step.subjectId}; the others go on`);
    const failure = await recordFailure(db, claimed, { error, now: ctx.now(), policy });
    return { outcome: 'failed', error, lastError: failure.lastError, quarantined: failure.quarantined };
  } finally {
    clearInterval(renewal);
  }
  await recordSuccess(db, claimed, ctx.now());
  return { outcome: 'done' };
}
