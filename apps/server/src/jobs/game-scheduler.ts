import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { leaguesWithDueGames, playDueGames } from '../modules/games/simulate';
import { eachLeagueContained } from './job-health';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

const BATCH = 50;

/**
 * Simulates every game whose start time has passed, every `intervalMs`. Safe to run in several
 * processes at once: each batch claims its games in the transaction that stores them. Each league's games
 * are stored in their own batches, and a game that fails is recorded on its row (docs/decisions/063): one
 * league's trouble never holds back another's games.
 */
export function gameSchedulerJob(intervalMs: number): PeriodicJob {
  return {
    name: 'game scheduler',
    intervalMs,
    async run(ctx, log) {
      const until = ctx.now();
      await eachLeagueContained(
        'game scheduler',
        await leaguesWithDueGames(ctx, until),
        log,
        async (leagueId) => {
          for (;;) {
            const run = await playDueGames(ctx, { until, leagueId, limit: BATCH });
            if (run.stored > 0) log.info({ leagueId, simulated: run.stored }, 'simulated due games');
            if (run.failed > 0)
              log.warn({ leagueId, failed: run.failed }, 'games failed; each waits for its next attempt');
            // Failed games wait for their next attempt, so a full batch means there may be more.
            if (run.claimed < BATCH) break;
          }
        },
      );
    },
  };
}

export function startGameScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number) {
  return startPeriodicJob(ctx, log, gameSchedulerJob(intervalMs));
}
