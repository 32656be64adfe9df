import type { AppMemory } from './app-memory';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { EventBus } from './events/event-bus';
import type { Mailer } from './mail/mailer';
import type { BatchThread } from './modules/games/batch-thread/batch-thread';
import type { PageThread } from './modules/stats/page-thread/page-thread';
import type { SimulationPool } from './modules/games/simulation-pool/simulation-pool';

/** What every module needs from the outside world, passed in so tests can build the same app. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Live events to signed-in browsers (across processes on PostgreSQL). */
  events: EventBus;
  /** The clock: everything in src reads the time here, never from Date.now() or new Date(). */
  now: () => Date;
  /** Caches and counters kept between requests, one set per app. */
  memory: AppMemory;
  /** The engine's worker threads, started with the first game played, ended when the app closes. */
  simulation: SimulationPool;
  /** The thread that stores background batches of games (docs/decisions/096); null stores them here. */
  batches: BatchThread | null;
  /** The thread that computes the cached season pages (docs/decisions/099); null computes them here. */
  pages: PageThread | null;
  /** The seed a new league's players are generated from: random when absent; a test may fix it. */
  leagueSeed?: () => string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user's id. */
    userId: number;
    /** Set by `requireUser`: the sign-in (refresh-token family) of the access token; null in old tokens. */
    sessionFamily: string | null;
    /** Set by `requireUser` for a request signed in with a personal API token: the token's id; else null. */
    apiTokenId: number | null;
  }
}
