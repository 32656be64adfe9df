import type { JobStepKind } from '@rinkside/domain';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/schema';
import type { JobStepsTable } from '../../db/schema-job-steps';
import { PASS_SUBJECT, type ClaimedStep, type JobStep } from './step';

/** The steps of `kind` marked due by `dueBy` and not set aside, earliest first. */
export function listStepsMarkedDue(db: Db, kind: JobStepKind, dueBy: string) {
  return db
    .selectFrom('job_steps')
    .select(['subject_id', 'league_id'])
    .where('kind', '=', kind)
    .where('subject_id', '<>', PASS_SUBJECT)
    .where('due_at', '<=', dueBy)
    .where('quarantined_at', 'is', null)
    .orderBy('due_at')
    .orderBy('subject_id')
    .execute();
}

/** Each kind's last success on the host and how many of its steps are set aside, as stored. */
export function listKindsHealth(db: Db) {
  return db
    .selectFrom('job_steps')
    .select((eb) => [
      'kind',
      eb.fn.max('last_success_at').as('last_success_at'),
      eb.fn.count<number>('quarantined_at').as('quarantined'),
    ])
    .groupBy('kind')
    .execute();
}

/** The league's steps that failed, as stored, by kind. */
export function listFailedSteps(db: Db, leagueId: number) {
  return db
    .selectFrom('job_steps')
    .select(['kind', 'attempts', 'last_error', 'next_attempt_at', 'quarantined_at'])
    .where('league_id', '=', leagueId)
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('quarantined_at', 'is not', null)]))
    .orderBy('kind')
    .execute();
}

/**
 * Starts a failed step's attempts over (set aside, or waiting for its next attempt), so the next claim may
 * take it at once. False when it has not failed: nothing to retry.
 */
export async function releaseFailedStep(db: Db, step: JobStep): Promise<boolean> {
  const released = await db
    .updateTable('job_steps')
    .set({ attempts: 0, next_attempt_at: null, quarantined_at: null })
    .where('kind', '=', step.kind)
    .where('subject_id', '=', step.subjectId)
    .where('league_id', step.leagueId === null ? 'is' : '=', step.leagueId)
    .where((eb) => eb.or([eb('attempts', '>', 0), eb('quarantined_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

/** Makes the step's row, due at `dueAt`, unless it has one; whether it was made. */
export async function insertStepIfMissing(db: Db, step: JobStep, dueAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('job_steps')
    .values({ kind: step.kind, subject_id: step.subjectId, league_id: step.leagueId, due_at: dueAt })
    .onConflict((oc) => oc.columns(['kind', 'subject_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Moves the step's due time: to `at` when no process runs it and it was due later (or not at all), to
 * `after` when one runs it and it was due sooner (or not at all).
 */
export async function moveStepDue(
  db: Db,
  step: JobStep,
  { at, after }: { at: string; after: string },
): Promise<void> {
  const row = db
    .updateTable('job_steps')
    .where('kind', '=', step.kind)
    .where('subject_id', '=', step.subjectId);
  await row
    .set({ due_at: at })
    .where('claimed_by', 'is', null)
    .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '>', at)]))
    .execute();
  await row
    .set({ due_at: after })
    .where('claimed_by', 'is not', null)
    .where((eb) => eb.or([eb('due_at', 'is', null), eb('due_at', '<', after)]))
    .execute();
}

/**
 * Takes the step for `owner` until `until` in one conditional UPDATE, unless it is set aside, waiting for
 * its next attempt after `at`, or held by a lease still running at `at`. Its failures so far, or undefined
 * when it was not taken.
 */
export function claimStepUntil(
  db: Db,
  step: JobStep,
  { at, until, owner }: { at: string; until: string; owner: string },
) {
  return db
    .updateTable('job_steps')
    .set({ claimed_until: until, claimed_by: owner })
    .where('kind', '=', step.kind)
    .where('subject_id', '=', step.subjectId)
    .where('quarantined_at', 'is', null)
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', at)]))
    .returning('attempts')
    .executeTakeFirst();
}

/** Holds the step until `until` while `owner` has it; false once another process took it. */
export async function extendLease(db: Db, step: ClaimedStep, until: string): Promise<boolean> {
  const result = await db
    .updateTable('job_steps')
    .set({ claimed_until: until })
    .where('kind', '=', step.kind)
    .where('subject_id', '=', step.subjectId)
    .where('claimed_by', '=', step.owner)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Only while `owner` still holds the step: a process whose lease ran out records nothing. */
const held = (db: Db, step: ClaimedStep) =>
  db
    .updateTable('job_steps')
    .where('kind', '=', step.kind)
    .where('subject_id', '=', step.subjectId)
    .where('claimed_by', '=', step.owner);

/** The held step ran at `at`: due work found before its claim is done, its failures and lease cleared. */
export async function markStepSucceeded(db: Db, step: ClaimedStep, at: string): Promise<void> {
  await held(db, step).set({ due_at: null }).where('due_at', '<=', step.claimedAt).execute();
  await held(db, step)
    .set({
      attempts: 0,
      last_error: null,
      next_attempt_at: null,
      last_success_at: at,
      claimed_until: null,
      claimed_by: null,
    })
    .execute();
}

/** Writes the held step's columns (its lease released with them, as the caller sets). */
export async function updateHeldStep(
  db: Db,
  step: ClaimedStep,
  columns: Updateable<JobStepsTable>,
): Promise<void> {
  await held(db, step).set(columns).execute();
}

/** A pass of `kind` succeeded at `at`: its row says so, unless it said so after `stale`. */
export async function upsertPassSuccess(
  db: Db,
  kind: JobStepKind,
  { at, stale }: { at: string; stale: string },
): Promise<void> {
  await db
    .insertInto('job_steps')
    .values({ kind, subject_id: PASS_SUBJECT, league_id: null, last_success_at: at })
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject_id'])
        .doUpdateSet({ last_success_at: at })
        .where('job_steps.last_success_at', '<', stale),
    )
    .execute();
}
