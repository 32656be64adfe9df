import { resolveDueWaivers } from '../modules/contracts/resolve-waivers';
import type { PeriodicJob } from './periodic-job';

/** Ends the waivers whose time is up every `intervalMs`; each league's a step of its own (docs/decisions/043, 066). */
export function waiversJob(intervalMs: number): PeriodicJob {
  return {
    name: 'waivers',
    kind: 'waivers',
    intervalMs,
    async run(ctx, log) {
      const resolved = await resolveDueWaivers(ctx, log);
      if (resolved > 0) log.info({ resolved }, 'resolved waivers');
    },
  };
}
