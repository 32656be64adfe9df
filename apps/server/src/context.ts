import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type { EventBus } from './events/event-bus';
import type { Mailer } from './mail/mailer';

/** What every module needs from the outside world, passed in so tests can build the same app. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  /** Live events to signed-in browsers (across processes on PostgreSQL). */
  events: EventBus;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user's id. */
    userId: number;
  }
}
