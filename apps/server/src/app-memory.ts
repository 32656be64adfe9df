import { JobHealth } from './jobs/job-health';
import { ResultsGeneration } from './lib/results-generation';
import { PasswordHasher } from './modules/auth/passwords';
import { ActivityThrottle } from './modules/inactivity/activity-throttle';
import { JsonCache } from './modules/stats/json-cache';
import { SeasonVersions } from './modules/stats/season-versions';

/**
 * What an app keeps in memory between requests. It lives in the app context, never in module
 * variables, so two apps in one process (tests, or a test and a second "server") share none of it.
 */
export interface AppMemory {
  resultsGeneration: ResultsGeneration;
  statsJson: JsonCache;
  seasonVersions: SeasonVersions;
  /** Password hashing, a few at a time (sign-in floods). */
  passwords: PasswordHasher;
  /** When each user's activity in each league was last written (docs/decisions/036). */
  gmActivity: ActivityThrottle;
  /** Each background job kind's last success and failure in this process, for /api/health. */
  jobs: JobHealth;
}

export const createAppMemory = (): AppMemory => ({
  resultsGeneration: new ResultsGeneration(),
  statsJson: new JsonCache(),
  seasonVersions: new SeasonVersions(),
  passwords: new PasswordHasher(),
  gmActivity: new ActivityThrottle(),
  jobs: new JobHealth(),
});
