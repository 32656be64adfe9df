import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { signUp } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

// Notifications stored before docs/decisions/081 learn whether they wait for the user.
describe.each(DIALECTS)('notifications stored before the bell counted action on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('are marked by kind, a trade step only when it asked for an answer; down and up again', async () => {
    const user = await signUp(t);
    const { db, kind } = t.ctx.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => allMigrations(kind) } });
    expect((await migrator.migrateTo('0036-league-time')).error).toBeUndefined();

    const at = '2026-10-01T00:00:00.000Z';
    const trade = (event: string) => JSON.stringify({ event, tradeId: 1 });
    const old: [string, string][] = [
      ['lineup_attention', '{}'],
      ['trade_update', trade('proposed')],
      ['trade_update', trade('countered')],
      ['trade_update', trade('completed')],
      ['game_final', '{}'],
      ['player_injured', '{}'],
    ];
    for (const [kindOf, payload] of old)
      await db
        .insertInto('notifications')
        .values({ user_id: user.id, kind: kindOf as never, payload, created_at: at, league_at: at })
        .execute();
    await migrateToLatest(t.ctx.database);
    const marked = async () =>
      (
        await db
          .selectFrom('notifications')
          .select('needs_action')
          .where('user_id', '=', user.id)
          .orderBy('id')
          .execute()
      ).map((row) => Number(row.needs_action));
    expect(await marked()).toEqual([1, 1, 1, 0, 0, 0]);

    expect((await migrator.migrateTo('0036-league-time')).error).toBeUndefined();
    await migrateToLatest(t.ctx.database);
    expect(await marked()).toEqual([1, 1, 1, 0, 0, 0]);
  });
});
