import { proposeAiTrades } from '../modules/trades/ai-proposals';
import { resolveDueTrades } from '../modules/trades/expiry';
import { leagueContainer } from './job-health';
import type { PeriodicJob } from './periodic-job';

/**
 * Expires unanswered trade proposals, carries out trades whose veto window ended and makes AI teams'
 * proposals where the league wants them, every `intervalMs` (docs/decisions/047, 048); each once across
 * processes.
 */
export function tradesJob(intervalMs: number): PeriodicJob {
  return {
    name: 'trades',
    intervalMs,
    async run(ctx, log) {
      // Expiry and AI proposals share one container: a league failing in the first still gets the second.
      const leagues = leagueContainer('trades', log);
      const run = await resolveDueTrades(ctx, leagues.contain);
      const proposed = await proposeAiTrades(ctx, leagues.contain);
      if (run.expired > 0 || run.executed > 0 || proposed > 0)
        log.info({ ...run, proposed }, 'trades moved on');
      leagues.finish();
    },
  };
}
