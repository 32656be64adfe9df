import { resolveAllFreeAgency } from '../modules/free-agency/resolve';
import type { PeriodicJob } from './periodic-job';

/**
 * Moves free agency on every `intervalMs` (docs/decisions/045): opens it when its day comes, lets AI teams
 * offer at each round's start and decides the offers that are due; each league's a step of its own (066).
 */
export function freeAgencyJob(intervalMs: number): PeriodicJob {
  return {
    name: 'free-agency',
    kind: 'free-agency',
    intervalMs,
    async run(ctx, log) {
      const run = await resolveAllFreeAgency(ctx, log);
      if (run.opened || run.aiOffers > 0 || run.decided > 0) log.info(run, 'free agency moved on');
    },
  };
}
