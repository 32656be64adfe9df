import { runDraftClocks } from '../modules/draft/clock-pass';
import { leagueContainer } from './job-health';
import type { PeriodicJob } from './periodic-job';

/**
 * Makes the picks whose draft clock ran out, every `intervalMs` (docs/decisions/049): the draft clock is
 * the wall clock, so this runs often; each expired pick is made once across processes.
 */
export function draftClockJob(intervalMs: number): PeriodicJob {
  return {
    name: 'draft clock',
    intervalMs,
    async run(ctx, log) {
      const leagues = leagueContainer('draft clock', log);
      const { expired } = await runDraftClocks(ctx, leagues.contain);
      if (expired > 0) log.info({ expired }, 'draft clocks ran out');
      leagues.finish();
    },
  };
}
