import { proposeAiTrades } from '../modules/trades/ai-proposals';
import { resolveDueTrades } from '../modules/trades/expiry';
import type { PeriodicJob } from './periodic-job';

/**
 * Expires unanswered trade proposals and carries out trades whose veto window ended, every `intervalMs`
 * (docs/decisions/047); each league's a step of its own (066).
 */
export function tradesJob(intervalMs: number): PeriodicJob {
  return {
    name: 'trades',
    kind: 'trades',
    intervalMs,
    async run(ctx, log) {
      const run = await resolveDueTrades(ctx, log);
      if (run.expired > 0 || run.executed > 0) log.info(run, 'trades moved on');
    },
  };
}

/** Makes AI teams' proposals where the league wants them, once a league day, every `intervalMs` (048, 066). */
export function tradeProposalsJob(intervalMs: number): PeriodicJob {
  return {
    name: 'trade proposals',
    kind: 'trade-proposals',
    intervalMs,
    async run(ctx, log) {
      const proposed = await proposeAiTrades(ctx, log);
      if (proposed > 0) log.info({ proposed }, 'AI teams proposed trades');
    },
  };
}
