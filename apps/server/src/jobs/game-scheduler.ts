import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { simulateDueGames } from '../modules/games/simulate';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

const BATCH = 50;

/**
 * Simulates every game whose start time has passed, every `intervalMs`. Safe to run in several
 * processes at once: each batch claims its games in the transaction that stores them.
 */
export function gameSchedulerJob(intervalMs: number): PeriodicJob {
  return {
    name: 'game scheduler',
    intervalMs,
    async run(ctx, log) {
      for (;;) {
        const simulated = await simulateDueGames(ctx, { until: ctx.now(), limit: BATCH });
        if (simulated > 0) log.info({ simulated }, 'simulated due games');
        if (simulated < BATCH) break;
      }
    },
  };
}

export function startGameScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number) {
  return startPeriodicJob(ctx, log, gameSchedulerJob(intervalMs));
}
