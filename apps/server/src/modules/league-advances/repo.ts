import type { AdvanceRequest, AdvanceResponse } from '@rinkside/domain';
import type { Db } from '../../db/schema';
import { readingPoint } from '../../db/read-lanes';

export type AdvanceRow = Awaited<ReturnType<typeof findAdvance>> & object;

/** Starts an advance's row, running and claimed by the caller; the unique index refuses a second per league. */
export async function insertAdvance(
  db: Db,
  row: {
    leagueId: number;
    userId: number;
    request: AdvanceRequest;
    total: number | null;
    now: Date;
    claimUntil: Date;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('league_advances')
    .values({
      league_id: row.leagueId,
      requested_by: row.userId,
      request: JSON.stringify(row.request),
      status: 'running',
      total: row.total,
      created_at: row.now.toISOString(),
      claimed_until: row.claimUntil.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findAdvance(db: Db, id: number) {
  return db.selectFrom('league_advances').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The league's running advance, else its last one. */
export function latestAdvance(db: Db, leagueId: number) {
  return readingPoint(() =>
    db
      .selectFrom('league_advances')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy((eb) => eb.case().when('finished_at', 'is', null).then(0).else(1).end())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  );
}

/** The league's unfinished advance, if any. */
export function runningAdvance(db: Db, leagueId: number) {
  return db
    .selectFrom('league_advances')
    .selectAll()
    .where('league_id', '=', leagueId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Takes an unfinished advance whose claim lapsed (its process stopped) and whose next attempt is due: one
 * conditional UPDATE, so one process wins it. True when this call took it.
 */
export async function claimLapsedAdvance(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('league_advances')
    .set({ claimed_until: until.toISOString() })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Unfinished advances nobody holds and due to be tried again: their process stopped mid-way. */
export async function lapsedAdvances(db: Db, now: Date): Promise<{ id: number; league_id: number }[]> {
  const at = now.toISOString();
  return db
    .selectFrom('league_advances')
    .select(['id', 'league_id'])
    .where('finished_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
    .orderBy('id')
    .execute();
}

/**
 * Renews the claim of an advance this process still holds, as its run begins after waiting for its turn
 * (docs/decisions/102): false when the claim lapsed meanwhile or the advance ended, and then the run does
 * not begin (another process may have taken the advance up).
 */
export async function renewHeldClaim(db: Db, id: number, now: Date, until: Date): Promise<boolean> {
  const result = await db
    .updateTable('league_advances')
    .set({ claimed_until: until.toISOString() })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .where('claimed_until', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Progress, and the claim renewed, while the advance runs. */
export async function saveProgress(db: Db, id: number, progress: { played: number; claimUntil: Date }) {
  await db
    .updateTable('league_advances')
    .set({ played: progress.played, claimed_until: progress.claimUntil.toISOString() })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

/** Lets go of an advance this process stops running (it shuts down): another takes it on. */
export async function releaseAdvance(db: Db, id: number) {
  await db
    .updateTable('league_advances')
    .set({ claimed_until: null })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

export async function finishAdvance(
  db: Db,
  id: number,
  end: { played: number; result: AdvanceResponse; now: Date },
) {
  await db
    .updateTable('league_advances')
    .set({
      status: 'done',
      played: end.played,
      result: JSON.stringify(end.result),
      finished_at: end.now.toISOString(),
      claimed_until: null,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * An attempt failed: with `nextAttemptAt` it is tried again then (its process may simply have been stopped);
 * otherwise it ends failed, quarantined when its attempts ran out, with the words the commissioner sees.
 */
export async function recordAdvanceFailure(
  db: Db,
  id: number,
  failure: {
    attempts: number;
    lastError: string;
    nextAttemptAt: Date | null;
    quarantined: boolean;
    error: string | null;
    now: Date;
  },
) {
  const ends = failure.nextAttemptAt === null;
  await db
    .updateTable('league_advances')
    .set({
      attempts: failure.attempts,
      last_error: failure.lastError,
      next_attempt_at: failure.nextAttemptAt?.toISOString() ?? null,
      quarantined_at: failure.quarantined ? failure.now.toISOString() : null,
      claimed_until: null,
      ...(ends ? { status: 'failed', error: failure.error, finished_at: failure.now.toISOString() } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Asks a running advance to stop after its batch under way; false when it has already ended. */
export async function requestStop(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('league_advances')
    .set({ stop_requested_at: now.toISOString() })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the commissioner asked the advance to stop. */
export async function stopRequested(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('league_advances')
    .select('stop_requested_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.stop_requested_at != null;
}
