import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';

/** The names of the indexes on player_game_stats besides its primary key. */
async function playerGameIndexes({ db, kind }: DatabaseHandle): Promise<string[]> {
  const { rows } =
    kind === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'player_game_stats' and sql is not null`.execute(db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'player_game_stats' and indexname not like '%_pk'`.execute(db);
  return rows.map((r) => r.name).sort();
}

// Migration 0048 (docs/decisions/065): the stats rows' (season, player) index goes; down puts it back.
describe.each(DIALECTS)('player_game_stats without its season index on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('is dropped by 0048 and made again by its down', async () => {
    expect(await playerGameIndexes(t.ctx.database)).toEqual(['player_game_stats_player_goals']);
    const { db, kind } = t.ctx.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => allMigrations(kind) } });
    expect((await migrator.migrateTo('0047-board-links')).error).toBeUndefined();
    expect(await playerGameIndexes(t.ctx.database)).toEqual([
      'player_game_stats_player_goals',
      'player_game_stats_season',
    ]);
    await migrateToLatest(t.ctx.database);
    expect(await playerGameIndexes(t.ctx.database)).toEqual(['player_game_stats_player_goals']);
  });
});
