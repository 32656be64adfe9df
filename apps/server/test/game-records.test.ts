import type { SimulationData } from '@rinkside/domain';
import { createRng, generateLeague, resolveLineup, simulateGame } from '@rinkside/sim';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { loadGameRecord } from '../src/modules/games/game-record-repo';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

/** game_simulations as it was before migration 0006: the JSON text of SimulationData. */
interface OldTables {
  game_simulations: { game_id: number; data: string };
}

// More games than the migration converts in one batch (100).
const TEAMS = 6;
const GAMES_PER_TEAM = 40;

/** Played games as the engine gives them, from a seeded league. */
function playedGames(count: number): SimulationData[] {
  const rng = createRng(2026);
  const teams = generateLeague(rng, { teams: 4 }).map((players, i) => ({
    name: `Team ${i + 1}`,
    players,
    lineup: resolveLineup(players),
  }));
  return Array.from({ length: count }, (_, i) => {
    const [home, away] = [teams[i % 4], teams[(i + 1) % 4]];
    if (!home || !away) throw new Error('bad pairing');
    return simulateGame({ home, away, date: '2026-10-10T23:00:00.000Z' }, { rng });
  });
}

describe.each(DIALECTS)('compact game records (%s)', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  let gameIds: number[];
  /** What each game's row held before 0006, by game id: exactly what the old code wrote. */
  const oldRows = new Map<number, string>();

  const migrator = () =>
    new Migrator({
      db: t.ctx.database.db,
      provider: { getMigrations: async () => allMigrations(t.ctx.database.kind) },
    });
  const oldDb = () => t.ctx.database.db as unknown as Kysely<OldTables>;
  const getGame = (gameId: number) =>
    t.app.inject({ method: 'GET', url: `/api/simulation/game/${gameId}`, headers: as(user) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUp(t);
    const league = await createLeague(t, user, {
      name: 'Archive',
      mode: 'Custom',
      importTeams: false,
      teamCount: TEAMS,
    });
    const schedule = await t.app.inject({
      method: 'POST',
      url: `/api/league/${league.id}/schedule/generate`,
      headers: as(user),
      payload: {
        playPastGames: true,
        gamesPerTeam: GAMES_PER_TEAM,
        startDate: '2026-10-07',
        endDate: '2027-04-15',
      },
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    const { db } = t.ctx.database;
    gameIds = (await db.selectFrom('games').select('id').orderBy('id').execute()).map((g) => g.id);
    expect(gameIds.length).toBeGreaterThan(100);

    // The league as it was stored before 0006: each played game's SimulationData as JSON text.
    const { error } = await migrator().migrateTo('0005-player-availability');
    expect(error).toBeUndefined();
    const games = playedGames(gameIds.length);
    for (const [i, gameId] of gameIds.entries()) {
      const data = games[i] as SimulationData;
      oldRows.set(gameId, JSON.stringify(data));
      await oldDb()
        .insertInto('game_simulations')
        .values({ game_id: gameId, data: JSON.stringify(data) })
        .execute();
      await db
        .updateTable('games')
        .set({
          status: 'final',
          home_score: data.homeScore,
          away_score: data.awayScore,
          result_type: data.decidedIn,
        })
        .where('id', '=', gameId)
        .execute();
    }
  });
  afterAll(() => t.close());

  it('refuses a stored game it cannot convert, leaving every old row as it was', async () => {
    // The last game: a batch of converted games is already written when it fails.
    const broken = gameIds.at(-1);
    if (broken === undefined) throw new Error('no games');
    const broke = { game_id: broken, data: '{"events":"not a list"}' };
    await oldDb().updateTable('game_simulations').set(broke).where('game_id', '=', broken).execute();
    await expect(migrateToLatest(t.ctx.database)).rejects.toThrow(
      `Game ${broken}'s play-by-play cannot be stored compactly`,
    );
    const rows = await oldDb().selectFrom('game_simulations').selectAll().orderBy('game_id').execute();
    expect(rows).toHaveLength(gameIds.length);
    expect(rows.slice(0, -1).every((r) => r.data === oldRows.get(r.game_id))).toBe(true);
    const restored = { data: oldRows.get(broken) ?? '' };
    await oldDb().updateTable('game_simulations').set(restored).where('game_id', '=', broken).execute();
  });

  it('converts every stored game, and each answers what it answered before', async () => {
    await migrateToLatest(t.ctx.database);
    const { db } = t.ctx.database;
    const rows = await db.selectFrom('game_simulations').select(['game_id', 'record']).execute();
    expect(rows.map((r) => r.game_id).sort((a, b) => a - b)).toEqual(gameIds);
    const bytes = rows.reduce((sum, r) => sum + r.record.length, 0);
    expect(bytes / rows.length).toBeLessThan(16 * 1024);

    for (const gameId of gameIds) {
      const before = oldRows.get(gameId) ?? '';
      expect(JSON.stringify(await loadGameRecord(db, gameId))).toBe(before);
    }
    for (const gameId of gameIds.slice(0, 5)) {
      const response = await getGame(gameId);
      expect(response.statusCode).toBe(200);
      // The same game, told with its analytics, which are read from its events on every answer.
      const { analytics, ...told } = response.json().simulationData;
      expect(told).toStrictEqual(JSON.parse(oldRows.get(gameId) ?? ''));
      expect(analytics.teams.home.all.cf).toBeGreaterThan(0);
    }
  });

  it('keeps the table as 0003 made it: one record a game, gone with its game', async () => {
    const { db, kind } = t.ctx.database;
    if (kind === 'postgres') {
      const { rows } = await sql<{ conname: string }>`
        SELECT conname FROM pg_constraint WHERE conrelid = 'game_simulations'::regclass ORDER BY conname
      `.execute(db);
      expect(rows.map((r) => r.conname)).toEqual(['game_simulations_game_id_fkey', 'game_simulations_pkey']);
    }
    const [gameId] = gameIds;
    const again = db
      .insertInto('game_simulations')
      .values({ game_id: gameId ?? 0, record: new Uint8Array([2]) });
    await expect(again.execute()).rejects.toThrow();
    const last = gameIds.pop() ?? 0;
    await db.deleteFrom('games').where('id', '=', last).execute();
    expect(await loadGameRecord(db, last)).toBeNull();
  });

  it('converts back to the same JSON text when 0006 is undone', async () => {
    const { error } = await migrator().migrateTo('0005-player-availability');
    expect(error).toBeUndefined();
    const rows = await oldDb().selectFrom('game_simulations').selectAll().execute();
    expect(rows).toHaveLength(gameIds.length);
    for (const row of rows) expect(row.data).toBe(oldRows.get(row.game_id));
    await migrateToLatest(t.ctx.database);
    expect(JSON.stringify(await loadGameRecord(t.ctx.database.db, gameIds[0] ?? 0))).toBe(
      oldRows.get(gameIds[0] ?? 0),
    );
  });
});
