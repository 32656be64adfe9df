import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';
import { simulateDueGames } from '../modules/games/simulate';

const BATCH = 50;

/**
 * Simulates every game whose start time has passed, every `intervalMs`. Safe to run in several
 * processes at once: each batch claims its games in the transaction that stores them.
 */
export function startGameScheduler(ctx: AppContext, log: FastifyBaseLogger, intervalMs: number) {
  let running = false;
  let stopped = false;
  const tick = async () => {
    if (running || stopped) return;
    running = true;
    try {
      for (;;) {
        const simulated = await simulateDueGames(ctx, { until: ctx.now(), limit: BATCH });
        if (simulated > 0) log.info({ simulated }, 'simulated due games');
        if (simulated < BATCH || stopped) break;
      }
    } catch (error) {
      log.error({ err: error }, 'game scheduler run failed; the games stay scheduled');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  void tick();
  return {
    /** Stops scheduling; waits for a run in progress to finish. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}
