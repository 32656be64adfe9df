import { runInactivityPass } from '../modules/inactivity/inactivity-pass';
import type { PeriodicJob } from './periodic-job';

/**
 * Nudges GMs away past their league's threshold, puts their teams on autopilot and keeps those teams'
 * lineups playable (docs/decisions/036), every `intervalMs`; each league's a step of its own (066).
 */
export function inactivityJob(intervalMs: number): PeriodicJob {
  return {
    name: 'inactive GMs',
    kind: 'inactivity',
    intervalMs,
    async run(ctx, log) {
      const result = await runInactivityPass(ctx, log);
      if (result.nudged + result.autopilotStarted + result.slotsMended > 0) log.info(result, 'inactive GMs');
    },
  };
}
