import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

interface LogLine {
  level: number;
  msg: string;
  err?: unknown;
}

/**
 * What the one error handler answers when the database refuses a statement no service caught: routes
 * of the test's own run real statements on the real database, so the errors are the drivers' own.
 */
describe.each(DIALECTS)('database refusals reaching the error handler on %s', (dialect) => {
  let t: TestApp;
  const logged: LogLine[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { db } = t.ctx.database;
    await sql`CREATE TABLE probe (id integer PRIMARY KEY, name text NOT NULL UNIQUE)`.execute(db);
    await sql`INSERT INTO probe (id, name) VALUES (1, 'Halifax')`.execute(db);
    const log = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    t.app.addHook('onRequest', async (request) => {
      request.log = log;
    });
    t.app.post('/api/probe/duplicate', async () => {
      await sql`INSERT INTO probe (id, name) VALUES (2, 'Halifax')`.execute(db);
    });
    t.app.get('/api/probe/huge-id', async () => {
      await sql`SELECT name FROM probe WHERE id = ${2147483648}`.execute(db);
      // SQLite holds integers up to 2^63: provoke the same kind of refusal it has no code for.
      throw Object.assign(new Error('value "2147483648" is out of range for type integer'), {
        code: '22003',
      });
    });
    t.app.post('/api/probe/nul', async () => {
      await sql`INSERT INTO probe (id, name) VALUES (3, ${'Sud\u0000bury'})`.execute(db);
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    });
    t.app.get('/api/probe/slow', async () => {
      await sql`SELECT name FROM probe`.execute(db);
      // What PostgreSQL raises for a statement past its timeout; SQLite has none to raise.
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    });
    t.app.post('/api/probe/deadlock', async () => {
      // A transaction outside the retrying helper that PostgreSQL ended as a deadlock (docs/decisions/062).
      throw Object.assign(new Error('deadlock detected'), {
        code: dialect === 'postgres' ? '40P01' : 'SQLITE_BUSY',
      });
    });
    t.app.get('/api/probe/missing-table', async () => {
      await sql`SELECT name FROM no_such_table`.execute(db);
    });
  });
  afterAll(() => t.close());

  it('answers a unique violation with 409 and a message a person can act on, without a stack trace', async () => {
    logged.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Conflict',
      message: 'That already exists, or someone else changed the same thing just now. Reload and try again.',
    });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.some((line) => line.err !== undefined)).toBe(false);
    expect(logged.map((line) => line.msg)).toContain('database refused the request');
  });

  it('answers a number past the integer column with 400', async () => {
    logged.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/huge-id' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringMatching(/not valid/),
    });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('answers a NUL in text with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/nul' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringMatching(/NUL/) });
  });

  it('answers a statement cancelled past its timeout with 503, logged without a stack trace', async () => {
    logged.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'Service Unavailable',
      message: 'The database took too long to answer and stopped. Please try again in a moment.',
    });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged.some((line) => line.err !== undefined)).toBe(false);
    expect(logged.map((line) => line.msg)).toContain('database cancelled a statement');
  });

  it('lets a service that expects a duplicate say precisely what is taken', async () => {
    const commissioner = await signUp(t);
    const league = await createLeague(t, commissioner, {
      name: 'Twice',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const headers = { cookie: commissioner.cookie };
    const season = await t.app.inject({
      method: 'GET',
      url: `/api/league/${league.id}/active-season`,
      headers,
    });
    const game = {
      seasonId: season.json().id,
      leagueId: league.id,
      homeTeamId: league.teams[0]?.id,
      awayTeamId: league.teams[1]?.id,
      date: '2026-10-07',
    };
    const create = () =>
      t.app.inject({ method: 'POST', url: '/api/simulation/game/create', headers, payload: game });
    expect((await create()).statusCode).toBe(201);
    const again = await create();
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('These teams already play each other on that day.');
  });

  it('answers a deadlock or a busy database with 409 and asks to try again, never 500', async () => {
    logged.length = 0;
    const response = await t.app.inject({ method: 'POST', url: '/api/probe/deadlock' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Conflict',
      message: 'Another change to these teams happened at the same moment. Please try again.',
    });
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('still answers any other database failure with 500, logged with its stack', async () => {
    logged.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toBe('Internal Server Error');
    expect(logged.filter((line) => line.level >= 50)).toHaveLength(1);
  });
});
