import { resumeLapsedAdvances } from '../modules/league-advances/service';
import { recordPassSuccess } from './job-steps/outcome';
import type { PeriodicJob } from './periodic-job';

/**
 * Takes up, every `intervalMs`, the league advances whose server stopped before they ended
 * (docs/decisions/067): each is claimed by one process and goes on where its games stand.
 */
export function advancesJob(intervalMs: number): PeriodicJob {
  return {
    name: 'league advances',
    kind: 'advances',
    intervalMs,
    async run(ctx, log) {
      const taken = await resumeLapsedAdvances(ctx, log);
      if (taken > 0) log.info({ taken }, 'took up league advances whose server stopped');
      await recordPassSuccess(ctx.database.db, 'advances', ctx.now());
    },
  };
}
