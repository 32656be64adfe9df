import { runDraftClocks } from '../modules/draft/clock-pass';
import type { PeriodicJob } from './periodic-job';

/**
 * Makes the picks whose draft clock ran out, every `intervalMs` (docs/decisions/049): the draft clock is
 * the wall clock, so this runs often; each league's draft is a step one process runs at a time (066).
 */
export function draftClockJob(intervalMs: number): PeriodicJob {
  return {
    name: 'draft clock',
    kind: 'draft-clock',
    intervalMs,
    async run(ctx, log) {
      const { expired } = await runDraftClocks(ctx, log);
      if (expired > 0) log.info({ expired }, 'draft clocks ran out');
    },
  };
}
