import { resolveDueWaivers } from '../modules/contracts/resolve-waivers';
import { leagueContainer } from './job-health';
import type { PeriodicJob } from './periodic-job';

/** Ends the waivers whose time is up every `intervalMs`; each is resolved once across processes (docs/decisions/043). */
export function waiversJob(intervalMs: number): PeriodicJob {
  return {
    name: 'waivers',
    intervalMs,
    async run(ctx, log) {
      const leagues = leagueContainer('waivers', log);
      const resolved = await resolveDueWaivers(ctx, leagues.contain);
      if (resolved > 0) log.info({ resolved }, 'resolved waivers');
      leagues.finish();
    },
  };
}
