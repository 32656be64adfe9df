import pino, { type DestinationStream } from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { createAppMemory } from '../../src/app-memory';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createEventBus } from '../../src/events/create-event-bus';
import { createMailer } from '../../src/mail/mailer';
import { batchThreadOf } from '../../src/modules/games/batch-thread/batch-thread';
import { pageThreadOf } from '../../src/modules/stats/page-thread/page-thread';
import { SimulationPool } from '../../src/modules/games/simulation-pool/simulation-pool';
import { type Dialect, scratchDatabase } from './databases';
import { SmtpSink } from './smtp-sink';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  smtp: SmtpSink;
  /** Moves the app's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The real app on a fresh database of the dialect, mailing to a real SMTP sink. */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  /** Another app whose database this one shares, as a second server process would. */
  sharing?: TestApp,
  /**
   * `log`: where the app logs, as the server process logs to its output; by default nowhere. `leagueSeed`:
   * the seed of every league it creates, for a test whose league must be the same each run.
   */
  options: { log?: DestinationStream; leagueSeed?: string } = {},
): Promise<TestApp> {
  const scratch = sharing
    ? { url: sharing.ctx.config.DATABASE_URL, drop: async () => {} }
    : await scratchDatabase(dialect);
  const smtp = await new SmtpSink().start();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://rinkside.test',
    WEB_DIST: '/nonexistent',
    // A thread of its own compiles the server's sources first (docs/decisions/096): only the tests of that
    // thread, and a run with RINKSIDE_TEST_BATCH_THREAD=on, store background batches there.
    BATCH_THREAD: process.env.RINKSIDE_TEST_BATCH_THREAD ?? 'off',
    // So do the pages' (docs/decisions/099): only their own tests, and a run with RINKSIDE_TEST_PAGE_THREAD=on.
    PAGE_THREAD: process.env.RINKSIDE_TEST_PAGE_THREAD ?? 'off',
    ...(sharing ? { JWT_SECRET: sharing.ctx.config.JWT_SECRET } : {}),
    ...env,
  });
  const database = openDatabase(config.DATABASE_URL, config.databaseKind, {
    statementTimeoutSeconds: config.DATABASE_STATEMENT_TIMEOUT_SECONDS,
  });
  await migrateToLatest(database);
  let offsetMs = 0;
  const log = options.log ? pino({ level: 'info' }, options.log) : pino({ level: 'silent' });
  const ctx: AppContext = {
    config,
    database,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, log),
    events: await createEventBus(config, database, log),
    now: () => new Date(Date.now() + offsetMs),
    memory: createAppMemory(),
    simulation: new SimulationPool({ threads: config.SIMULATION_THREADS, log }),
    batches: batchThreadOf(config, database, log),
    pages: pageThreadOf(config, database, log),
    ...(options.leagueSeed === undefined ? {} : { leagueSeed: () => options.leagueSeed ?? '' }),
  };
  const app = await buildApp(ctx, options.log ? { logger: log } : {});
  return {
    app,
    ctx,
    smtp,
    advance: (ms) => {
      offsetMs += ms;
    },
    async close() {
      await app.close();
      await ctx.events.close();
      ctx.mailer.close();
      await database.db.destroy();
      await smtp.stop();
      await scratch.drop();
    },
  };
}

/** Cookies set by a response, as a header value for the next request. */
export function cookiesFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0)) jar.delete(cookie.name);
    else jar.set(cookie.name, cookie.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}
