import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Deliveries stored before docs/decisions/057 kept the receiver's answer and the socket's error text.
describe.each(DIALECTS)('old webhook delivery errors on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('become our own reasons, keeping the status code', async () => {
    const commissioner = await signUp(t);
    const league = await leagueWithGms(t, commissioner, 'Old Errors', []);
    const { db, kind } = t.ctx.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => allMigrations(kind) } });
    expect((await migrator.migrateTo('0026-player-game-index')).error).toBeUndefined();

    const hook = await db
      .insertInto('league_webhooks')
      .values({
        league_id: league.id,
        url: 'http://127.0.0.1:4297/x',
        format: 'json',
        kinds: '["results"]',
        secret: 'whsec_old',
        created_by: null,
        created_at: '2026-01-01T00:00:00.000Z',
        disabled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const old: [error: string | null, status: number | null][] = [
      ['Answered 500: internal admin panel says hello', 500],
      ['Answered 302', 302],
      ['No answer within 5 s', null],
      ['fetch failed (connect ECONNREFUSED 127.0.0.1:4297)', null],
      [null, 200],
    ];
    for (const [error, status] of old) {
      await db
        .insertInto('webhook_deliveries')
        .values({
          webhook_id: hook.id,
          kind: 'test',
          body: '{}',
          status: 'failed',
          last_error: error,
          last_status_code: status,
          created_at: '2026-01-01T00:00:00.000Z',
          next_attempt_at: null,
          delivered_at: null,
          claimed_by: null,
          claim_until: null,
        })
        .execute();
    }
    await migrateToLatest(t.ctx.database);
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select(['last_error', 'last_status_code'])
      .where('webhook_id', '=', hook.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { last_error: 'The receiver answered 500.', last_status_code: 500 },
      { last_error: 'The receiver answered 302.', last_status_code: 302 },
      { last_error: 'No answer within 5 s.', last_status_code: null },
      { last_error: 'Could not connect to the receiver.', last_status_code: null },
      { last_error: null, last_status_code: 200 },
    ]);
  });
});
