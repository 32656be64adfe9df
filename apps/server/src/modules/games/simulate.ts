import type { AppContext } from '../../context';
import { writeInBackground } from '../../db/write-priority';
import { announce } from '../notifications/service';
import { gmsOfLeagues } from '../notifications/api';
import { type BatchOptions, type BatchRun, type DueGamesRun, storeDueGames } from './due-games-batch';
import { leagueIdsWithDueGames } from './simulate-repo';

export type { DueGamesRun } from './due-games-batch';
export type SimulateDueOptions = BatchOptions;

/** The games stored; see `playDueGames`. */
export async function simulateDueGames(ctx: AppContext, options: SimulateDueOptions): Promise<number> {
  return (await playDueGames(ctx, options)).stored;
}

/**
 * Simulates due games and stores them, one batch (`storeDueGames`). A request's own batch is stored in its
 * thread; a background batch (a job's) in the thread that stores them, when the process has one
 * (docs/decisions/096), a few at once (073). Once games are stored, cached results are read again and the
 * GMs of their leagues told.
 */
export async function playDueGames(ctx: AppContext, options: SimulateDueOptions): Promise<DueGamesRun> {
  const run = options.background
    ? await inBackground(ctx, options)
    : await storeDueGames(depsOf(ctx), options);
  if (run.stored > 0) {
    // A background batch moved its leagues' results on before it ended (`inBackground`).
    if (!options.background) ctx.memory.resultsGeneration.markStored(run.leagueIds);
    // The batch's notifications went to GMs of its leagues: their bells look again.
    await announce(ctx, await gmsOfLeagues(ctx.database.db, run.leagueIds));
  }
  return { claimed: run.claimed, stored: run.stored, failed: run.failed, handedOver: run.handedOver };
}

/**
 * A background batch: in the batch thread when there is one, a few at once (073). Its league counts as being
 * stored from the moment it waits for its slot until it is stored and the season pages someone reads are
 * computed again (decisions 097, 101), and no longer once its GMs are told.
 */
async function inBackground(ctx: AppContext, asked: SimulateDueOptions): Promise<BatchRun> {
  const options = { handOverAfterMs: ctx.config.BATCH_HAND_OVER_MS, ...asked };
  const stored = options.leagueId === undefined ? () => {} : ctx.memory.storing.begin(options.leagueId);
  try {
    const run = await inBatchSlot(ctx, options);
    if (run.stored > 0) {
      ctx.memory.resultsGeneration.markStored(run.leagueIds);
      await ctx.memory.storing.stored(run.leagueIds);
    }
    return run;
  } finally {
    stored();
  }
}

async function inBatchSlot(ctx: AppContext, options: SimulateDueOptions): Promise<BatchRun> {
  const giveBack = await ctx.memory.backgroundBatches.take();
  try {
    if (ctx.batches) return await ctx.batches.store(options, ctx.now());
    return await writeInBackground(() => storeDueGames(depsOf(ctx), options));
  } finally {
    giveBack();
  }
}

const depsOf = (ctx: AppContext) => ({
  database: ctx.database,
  simulation: ctx.simulation,
  now: ctx.now,
  requests: ctx.memory.requests,
});

/** The leagues with games to try now, earliest first: the scheduler stores each league's on its own. */
export async function leaguesWithDueGames(ctx: AppContext, until: Date): Promise<number[]> {
  return leagueIdsWithDueGames(ctx.database.db, until, ctx.now());
}
