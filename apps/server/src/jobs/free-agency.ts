import { resolveAllFreeAgency } from '../modules/free-agency/resolve';
import { leagueContainer } from './job-health';
import type { PeriodicJob } from './periodic-job';

/**
 * Moves free agency on every `intervalMs` (docs/decisions/045): opens it when its day comes, lets AI teams
 * offer at each round's start and decides the offers that are due; each step once across processes.
 */
export function freeAgencyJob(intervalMs: number): PeriodicJob {
  return {
    name: 'free-agency',
    intervalMs,
    async run(ctx, log) {
      const leagues = leagueContainer('free-agency', log);
      const run = await resolveAllFreeAgency(ctx, leagues.contain);
      if (run.opened || run.aiOffers > 0 || run.decided > 0) log.info(run, 'free agency moved on');
      leagues.finish();
    },
  };
}
