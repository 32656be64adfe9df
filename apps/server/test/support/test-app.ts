import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppContext } from '../../src/context';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { createMailer } from '../../src/mail/mailer';
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
export async function createTestApp(dialect: Dialect, env: Record<string, string> = {}): Promise<TestApp> {
  const scratch = await scratchDatabase(dialect);
  const smtp = await new SmtpSink().start();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: scratch.url,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://rinkside.test',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database = openDatabase(config.DATABASE_URL, config.databaseKind);
  await migrateToLatest(database);
  let offsetMs = 0;
  const ctx: AppContext = {
    config,
    database,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, pino({ level: 'silent' })),
    now: () => new Date(Date.now() + offsetMs),
  };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    smtp,
    advance: (ms) => {
      offsetMs += ms;
    },
    async close() {
      await app.close();
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
