import { type AdvanceJob, type AdvanceRequest, describeAdvanceTarget } from '@rinkside/domain';
import type { AppContext } from '../../context';
import { databaseErrorKind } from '../../db/errors';
import { conflict, notFound } from '../../http/errors';
import { planAdvance } from '../league-clock/advance';
import { requireCommissioner, requireLeague } from '../leagues/service';
import { presentAdvance } from './present';
import * as repo from './repo';
import { claimFrom, runInBackground } from './runner';

interface Log {
  error(details: object, message: string): void;
}

/** 409 naming the league's running advance, if one runs: one advance per league at a time. */
export async function refuseWhileAdvancing(ctx: AppContext, leagueId: number): Promise<void> {
  const running = await repo.runningAdvance(ctx.database.db, leagueId);
  if (running) throw conflict(describeRunning(presentAdvance(running)));
}

function describeRunning(job: AdvanceJob): string {
  const done =
    job.total === null ? `${job.played} games played` : `${job.played} of ${job.total} games played`;
  return `The league is already advancing ${describeAdvanceTarget(job.request)} (${done}). Wait for it to end, then try again.`;
}

/**
 * Starts an advance (commissioner): checked now, so one that cannot go answers 4xx at once, then played
 * behind the request (docs/decisions/067). 409 while another advance of the league runs.
 */
export async function startAdvance(
  ctx: AppContext,
  start: { leagueId: number; userId: number; request: AdvanceRequest; log: Log },
): Promise<AdvanceJob> {
  const { leagueId, userId, request } = start;
  const { db } = ctx.database;
  await requireCommissioner(ctx, leagueId, userId);
  await refuseWhileAdvancing(ctx, leagueId);
  const plan = await planAdvance(ctx, leagueId, request);
  const now = ctx.now();
  let id: number;
  try {
    const total = plan.kind === 'days' ? plan.total : null;
    id = await repo.insertAdvance(db, { leagueId, userId, request, total, now, claimUntil: claimFrom(now) });
  } catch (error) {
    // Another request started one between the check and the insert: the unique index kept it to one.
    if (databaseErrorKind(error) === 'unique-violation') await refuseWhileAdvancing(ctx, leagueId);
    throw error;
  }
  const row = await repo.findAdvance(db, id);
  if (!row) throw notFound('This advance is gone.');
  runInBackground(ctx, id, start.log);
  return presentAdvance(row);
}

/**
 * Asks a running advance to stop after the batch under way (commissioner, docs/decisions/080); 409 once it
 * has ended. Answers the advance as it stands: it ends `done`, `stopped`, with the clock on its last game.
 */
export async function stopAdvance(
  ctx: AppContext,
  stop: { leagueId: number; advanceId: number; userId: number },
): Promise<AdvanceJob> {
  await requireCommissioner(ctx, stop.leagueId, stop.userId);
  const { db } = ctx.database;
  const row = await repo.findAdvance(db, stop.advanceId);
  if (!row || row.league_id !== stop.leagueId) throw notFound('No such advance in this league.');
  if (!(await repo.requestStop(db, row.id, ctx.now())))
    throw conflict('This advance has already ended: there is nothing to stop.');
  return presentAdvance((await repo.findAdvance(db, row.id)) ?? row);
}

export async function getAdvance(ctx: AppContext, leagueId: number, advanceId: number): Promise<AdvanceJob> {
  await requireLeague(ctx, leagueId);
  const row = await repo.findAdvance(ctx.database.db, advanceId);
  if (!row || row.league_id !== leagueId) throw notFound('No such advance in this league.');
  return presentAdvance(row);
}

export async function getLatestAdvance(ctx: AppContext, leagueId: number): Promise<AdvanceJob | null> {
  await requireLeague(ctx, leagueId);
  const row = await repo.latestAdvance(ctx.database.db, leagueId);
  return row ? presentAdvance(row) : null;
}

/**
 * Takes up the advances whose process stopped before they ended (their claim lapsed): each is claimed by
 * one process and goes on from where its games stand. Returns how many this call took.
 */
export async function resumeLapsedAdvances(ctx: AppContext, log: Log): Promise<number> {
  const { db } = ctx.database;
  let taken = 0;
  for (const lapsed of await repo.lapsedAdvances(db, ctx.now())) {
    const now = ctx.now();
    if (!(await repo.claimLapsedAdvance(db, lapsed.id, now, claimFrom(now)))) continue;
    runInBackground(ctx, lapsed.id, log);
    taken += 1;
  }
  return taken;
}
