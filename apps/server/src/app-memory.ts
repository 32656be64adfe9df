import { JobHealth } from './jobs/job-health';
import { RequestsInFlight } from './lib/requests-in-flight';
import { Slots } from './lib/slots';
import { LeaguesStoring } from './lib/leagues-storing';
import { ResultsGeneration } from './lib/results-generation';
import { PasswordHasher } from './modules/auth/passwords';
import { TokenRequests } from './modules/api-tokens/token-requests';
import { Announcements } from './modules/notifications/announcements';
import { AdvanceRuns } from './modules/league-advances/advance-runs';
import { ActivityThrottle } from './modules/inactivity/activity-throttle';
import { JsonCache } from './modules/stats/json-cache';
import { SeasonVersions } from './modules/stats/season-versions';

/**
 * What an app keeps in memory between requests. It lives in the app context, never in module
 * variables, so two apps in one process (tests, or a test and a second "server") share none of it.
 */
export interface AppMemory {
  resultsGeneration: ResultsGeneration;
  /** The leagues whose games this app stores in the background now (docs/decisions/097). */
  storing: LeaguesStoring;
  statsJson: JsonCache;
  seasonVersions: SeasonVersions;
  /** Password hashing, a few at a time (sign-in floods). */
  passwords: PasswordHasher;
  /** When each user's activity in each league was last written (docs/decisions/036). */
  gmActivity: ActivityThrottle;
  /** Each background job kind's last success and failure in this process, for /api/health. */
  jobs: JobHealth;
  /** The league advances this process runs (docs/decisions/067). */
  advances: AdvanceRuns;
  /** The requests being answered: storing games waits for them, up to a bound (docs/decisions/073). */
  requests: RequestsInFlight;
  /** Background batches of games running at once: the rest wait, leaving connections to requests. */
  backgroundBatches: Slots;
  /** Requests each personal API token made in its current rate-limit window (docs/decisions/088). */
  apiTokenRequests: TokenRequests;
  /** When each user was last told that notifications arrived (docs/decisions/100). */
  announcements: Announcements;
}

/**
 * Background batches a process runs at once (docs/decisions/073). The event loop stores one game at a time
 * whatever the number, so more only hold more database connections (each batch keeps one from BEGIN to
 * COMMIT), which on PostgreSQL the requests then wait for.
 */
const BACKGROUND_BATCHES_AT_ONCE = 2;

export const createAppMemory = (): AppMemory => ({
  resultsGeneration: new ResultsGeneration(),
  storing: new LeaguesStoring(),
  statsJson: new JsonCache(),
  seasonVersions: new SeasonVersions(),
  passwords: new PasswordHasher(),
  gmActivity: new ActivityThrottle(),
  jobs: new JobHealth(),
  advances: new AdvanceRuns(),
  requests: new RequestsInFlight(),
  backgroundBatches: new Slots(BACKGROUND_BATCHES_AT_ONCE),
  apiTokenRequests: new TokenRequests(),
  announcements: new Announcements(),
});
