import type { Db } from '../../modules/leagues/api';
import * as repo from './repo';
import type { ClaimedStep, JobStep } from './step';

/**
 * How long a process holds a step it runs; renewed every third of it while the work goes on. A process
 * that dies holds its steps this long at most.
 */
export const LEASE_MS = 30_000;

const iso = (date: Date) => date.toISOString();

/**
 * Marks the step due at `dueAt`; the row is made if missing. A writer that knows when work will be due (a
 * league advance at its hour, say) calls this ahead; a pass calls it for the steps it finds due `now`.
 * While no process runs the step, the earliest mark stands. While one runs it, the mark is new work that
 * run may not see: it is kept past the run's success, at `now` at the earliest.
 */
export async function markStepDue(db: Db, step: JobStep, dueAt: Date, now: Date = dueAt): Promise<void> {
  if (await repo.insertStepIfMissing(db, step, iso(dueAt))) return;
  await repo.moveStepDue(db, step, { at: iso(dueAt), after: iso(dueAt > now ? dueAt : now) });
}

/**
 * Takes the step for `owner` until now + LEASE_MS, unless it is set aside, waiting for its next attempt
 * after a failure, or held by another process whose lease has not run out: one conditional UPDATE, so of
 * several processes racing for it exactly one sees its row changed. Null when another has it or it may
 * not run now.
 */
export async function claimStep(
  db: Db,
  step: JobStep,
  { now, owner }: { now: Date; owner: string },
): Promise<ClaimedStep | null> {
  const at = iso(now);
  const until = iso(new Date(now.getTime() + LEASE_MS));
  const claimed = await repo.claimStepUntil(db, step, { at, until, owner });
  return claimed ? { ...step, owner, attemptsBefore: claimed.attempts, claimedAt: at } : null;
}

/** Holds the step longer while its work goes on; false once another process took it (the lease ran out). */
export async function renewLease(db: Db, step: ClaimedStep, now: Date): Promise<boolean> {
  return repo.extendLease(db, step, iso(new Date(now.getTime() + LEASE_MS)));
}
