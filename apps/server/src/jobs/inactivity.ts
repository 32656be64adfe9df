import { runInactivityPass } from '../modules/inactivity/inactivity-pass';
import { leagueContainer } from './job-health';
import type { PeriodicJob } from './periodic-job';

/**
 * Nudges GMs away past their league's threshold, puts their teams on autopilot and keeps those teams'
 * lineups playable (docs/decisions/036), every `intervalMs`. Safe with several processes: each nudge
 * and autopilot is claimed by a conditional UPDATE, and a lineup is written only over the one read.
 */
export function inactivityJob(intervalMs: number): PeriodicJob {
  return {
    name: 'inactive GMs',
    intervalMs,
    async run(ctx, log) {
      const leagues = leagueContainer('inactive GMs', log);
      const result = await runInactivityPass(ctx, leagues.contain);
      if (result.nudged + result.autopilotStarted + result.slotsMended > 0) log.info(result, 'inactive GMs');
      leagues.finish();
    },
  };
}
