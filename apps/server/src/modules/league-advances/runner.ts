import { writeInBackground } from '../../db/write-priority';
import { type AdvanceStatus, advanceRequestSchema, decideGameFailure } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { runAdvance, stopAdvanceHere } from '../league-clock/advance';
import { tellLeagueMembers } from '../leagues/tell-members';
import { AdvanceStopRequested, AdvanceStopped } from './advance-runs';
import * as repo from './repo';

/** How long a process holds the advance it runs without a word; it renews the claim with each batch. */
export const ADVANCE_LEASE_MS = 60_000;
/**
 * Progress is written and told at most this often: a progress bar moves each second, and a host advancing
 * many leagues does not write every league's members a line after every batch (docs/decisions/100).
 */
const TELL_EVERY_MS = 1000;
/** How much of an unexpected failure's words an advance keeps. */
const ERROR_MAX_LENGTH = 500;

interface Log {
  error(details: object, message: string): void;
}

/**
 * Runs the claimed advance behind the request that asked for it, or after the process that ran it stopped
 * (docs/decisions/067). Returns at once; the app's memory keeps the run, so closing the app stops it
 * between two batches and lets go of its claim.
 */
export function runInBackground(ctx: AppContext, advanceId: number, log: Log): void {
  ctx.memory.advances.start(advanceId, (signal, begun) =>
    runClaimedAdvance(ctx, advanceId, signal, begun).catch((error: unknown) =>
      log.error({ err: error, advanceId }, 'league advance could not record its end'),
    ),
  );
}

/** The claim an advance holds from now. */
export const claimFrom = (now: Date) => new Date(now.getTime() + ADVANCE_LEASE_MS);

async function runClaimedAdvance(
  ctx: AppContext,
  id: number,
  signal: AbortSignal,
  begun: () => void,
): Promise<void> {
  const { db } = ctx.database;
  const row = await repo.findAdvance(db, id);
  if (!row || row.finished_at !== null) return;
  // It may have waited for its turn to begin: begin only while the claim is still this process's.
  if (!(await repo.renewHeldClaim(db, id, ctx.now(), claimFrom(ctx.now())))) return;
  const request = advanceRequestSchema.parse(JSON.parse(row.request));
  const progress = { played: row.played, toldAt: 0 };
  try {
    // A job: its writes wait behind requests' on SQLite (docs/decisions/073).
    const result = await writeInBackground(() =>
      runAdvance(ctx, {
        leagueId: row.league_id,
        userId: row.requested_by,
        request,
        // Its first batch handed over, the next advance may begin (docs/decisions/102).
        beforeBatch: begun,
        watch: async (stored) => {
          if (signal.aborted) throw new AdvanceStopped();
          progress.played += stored;
          // The commissioner's stop is read after every batch, so it takes effect after the one under way.
          if (await repo.stopRequested(db, id)) throw new AdvanceStopRequested();
          const at = performance.now();
          if (at - progress.toldAt < TELL_EVERY_MS) return;
          progress.toldAt = at;
          await repo.saveProgress(db, id, { played: progress.played, claimUntil: claimFrom(ctx.now()) });
          await tell(ctx, row, 'running', progress.played);
        },
      }),
    );
    const played = progress.played;
    await repo.finishAdvance(db, id, { played, result: { ...result, played }, now: ctx.now() });
    await tell(ctx, row, 'done', played);
  } catch (error) {
    if (error instanceof AdvanceStopped) return repo.releaseAdvance(db, id);
    if (error instanceof AdvanceStopRequested) {
      const played = progress.played;
      const result = await stopAdvanceHere(ctx, {
        leagueId: row.league_id,
        userId: row.requested_by,
        played,
      });
      await repo.finishAdvance(db, id, { played, result, now: ctx.now() });
      return tell(ctx, row, 'done', played);
    }
    const ended = await recordFailure(ctx, row, error);
    if (ended) await tell(ctx, row, 'failed', progress.played);
  }
}

/**
 * A refusal the league's state gave (a 4xx: a series with no games left) ends the advance with its words.
 * Anything else is tried again after a wait, and after its attempts run out ends failed, set aside.
 * True when the advance ended.
 */
async function recordFailure(ctx: AppContext, row: repo.AdvanceRow, error: unknown): Promise<boolean> {
  const now = ctx.now();
  const message = error instanceof Error ? error.message : String(error);
  const lastError =
    message.length > ERROR_MAX_LENGTH ? `${message.slice(0, ERROR_MAX_LENGTH - 1)}…` : message;
  if (error instanceof HttpError && error.statusCode < 500) {
    const failure = { attempts: row.attempts + 1, lastError, nextAttemptAt: null, quarantined: false };
    await repo.recordAdvanceFailure(ctx.database.db, row.id, { ...failure, error: message, now });
    return true;
  }
  const decision = decideGameFailure(row.attempts, now);
  const error_ = decision.quarantined
    ? `The advance stopped after ${decision.attempts} failed attempts: ${lastError}`
    : null;
  await repo.recordAdvanceFailure(ctx.database.db, row.id, { ...decision, lastError, error: error_, now });
  return decision.quarantined;
}

/** Tells the league's members where the advance stands. */
async function tell(ctx: AppContext, row: repo.AdvanceRow, status: AdvanceStatus, played: number) {
  await tellLeagueMembers(ctx, row.league_id, {
    type: 'advance',
    leagueId: row.league_id,
    advanceId: row.id,
    status,
    played,
    total: row.total,
  });
}
