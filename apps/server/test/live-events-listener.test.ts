import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgListener } from '../src/events/pg-listener';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { openEventStream } from './support/event-stream';
import { as } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

interface Health {
  status: string;
  liveEvents: string;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((wake) => setTimeout(wake, 20));
  }
}

/** A logger that keeps the messages of its error lines. */
function recordingLog(errors: string[]): FastifyBaseLogger {
  const log = {
    error: (_details: unknown, message: string) => errors.push(message),
    warn: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

// PostgreSQL only: the LISTEN connection that carries live events between server processes.
describe.runIf(DIALECTS.includes('postgres'))('the live events listener on postgres', () => {
  let t: TestApp;
  let url: string;
  let ann: TestUser;
  let ben: TestUser;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [ann, ben] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  const health = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    return { code: response.statusCode, body: response.json<Health>() };
  };
  const healthCode = (code: number) => async () => ((await health()).code === code ? true : undefined);

  /** Ends this test database's LISTEN connections from the server side, as a database restart would. */
  const terminateListeners = async () => {
    const { rows } = await sql<{ terminated: boolean }>`
      SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
      WHERE datname = current_database() AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
      t.ctx.database.db,
    );
    return rows.filter((row) => row.terminated).length;
  };

  /** While false the database refuses new connections, as one briefly unreachable does. */
  const allowConnections = async (allow: boolean) => {
    // Set from another database: PostgreSQL refuses it for the one a connection is in.
    const admin = new pg.Client({ connectionString: process.env.RINKSIDE_TEST_PG });
    await admin.connect();
    try {
      const name = new URL(t.ctx.config.DATABASE_URL).pathname.slice(1);
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS ${String(allow)}`);
    } finally {
      await admin.end();
    }
  };

  it('reports the listener down in /api/health, keeps retrying, logs each failure, delivers again', async () => {
    expect(await health()).toEqual({ code: 200, body: expect.objectContaining({ liveEvents: 'ok' }) });
    // A second listener on the same database, to read what it logs.
    const errors: string[] = [];
    const watched = new PgListener({
      connectionString: t.ctx.config.DATABASE_URL,
      channel: 'rinkside_events',
      log: recordingLog(errors),
      onPayload: () => undefined,
      onReconnected: () => undefined,
    });
    await watched.start();
    const stream = await openEventStream(url, ben.cookie);
    try {
      await allowConnections(false);
      expect(await terminateListeners()).toBe(2);
      await until(healthCode(503), 'health to report the listener down');
      expect((await health()).body).toMatchObject({ status: 'degraded', liveEvents: 'reconnecting' });
      await until(
        async () => (errors.some((e) => e.includes('could not reconnect')) ? true : undefined),
        'a failed reconnect to be logged',
      );
      expect(errors[0]).toMatch(/lost its connection/);
      // Still down, still trying.
      expect((await health()).code).toBe(503);
      await allowConnections(true);
      await until(healthCode(200), 'the listener to reconnect');
      expect((await health()).body).toMatchObject({ status: 'ok', liveEvents: 'ok' });
      await until(async () => (watched.up ? true : undefined), 'the watched listener to reconnect');
      // Events published while it was down are lost: open streams end so browsers reconnect and catch up.
      await stream.ended();
    } finally {
      await allowConnections(true);
      stream.close();
      await watched.close();
    }
    const again = await openEventStream(url, ben.cookie);
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/message/send',
        headers: as(ann),
        payload: { receiverId: ben.id, content: 'After the reconnect' },
      });
      const id = sent.json<{ id: number }>().id;
      const arrived = await again.next((e) => e.type === 'message' && e.message.id === id);
      expect(arrived).toMatchObject({ message: { content: 'After the reconnect' } });
    } finally {
      again.close();
    }
  });
});
