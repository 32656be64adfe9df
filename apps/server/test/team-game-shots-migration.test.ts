import { goalieIdsOf, shotAttemptsOf } from '@rinkside/domain';
import { type Kysely, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { decodeGame } from '../src/modules/games/game-record-codec';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

/** game_shots as migration 0025 made it: a row per located attempt. */
type OldTables = {
  game_shots: {
    game_id: number;
    event_index: number;
    season_id: number;
    game_type: string;
    team_id: number;
    shooter_id: number;
    x: number;
    y: number;
    kind: string;
    xg_milli: number;
    five_on_five: number;
  };
};

const KIND = { goal: 'G', shot: 'S', miss: 'M', block: 'B' } as const;

describe.each(DIALECTS)('shots packed per team and game, migration 0031 (%s)', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;
  /** Every shot map the league answers (each team's, against each team, each player's), by its URL. */
  const before = new Map<string, string>();

  const migrator = () =>
    new Migrator({
      db: t.ctx.database.db,
      provider: { getMigrations: async () => allMigrations(t.ctx.database.kind) },
    });

  async function shotMaps(app: TestApp): Promise<Map<string, string>> {
    const { db } = app.ctx.database;
    const league = season.league.id;
    const teams = await db.selectFrom('teams').select('id').where('league_id', '=', league).execute();
    // Every third player of the league: skaters and goalies of every team, as the ids run by team.
    const players = await db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', league)
      .where(sql<boolean>`id % 3 = 0`)
      .execute();
    const urls = [
      ...teams.flatMap(({ id }) => [`team/${id}/shots`, `team/${id}/shots?against=true`]),
      ...players.map(({ id }) => `player/${id}/shots`),
    ].flatMap((path) => {
      const join = path.includes('?') ? '&' : '?';
      return [`/api/league/${league}/${path}`, `/api/league/${league}/${path}${join}seasonType=playoff`];
    });
    const answers = new Map<string, string>();
    for (const url of urls) {
      const response = await app.app.inject({ method: 'GET', url, headers: as(commissioner) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      answers.set(url, response.body);
    }
    return answers;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
    await season.simulate();
    for (const [url, body] of await shotMaps(t)) before.set(url, body);
    const shots = [...before.values()].map((body) => (JSON.parse(body) as { shots: unknown[] }).shots);
    expect(shots.filter((s) => s.length > 0).length).toBeGreaterThan(20);
  }, 120_000);
  afterAll(() => t.close());

  it('gives back a row per located attempt, as the engine placed it, when migrated down', async () => {
    expect((await migrator().migrateTo('0030-game-attempts')).error).toBeUndefined();
    const db = t.ctx.database.db as unknown as Kysely<OldTables>;
    const rows = await db
      .selectFrom('game_shots')
      .selectAll()
      .orderBy('game_id')
      .orderBy('event_index')
      .execute();
    const games = await t.ctx.database.db
      .selectFrom('games')
      .innerJoin('game_simulations', 'game_simulations.game_id', 'games.id')
      .select(['games.id', 'season_id', 'game_type', 'home_team_id', 'away_team_id', 'record'])
      .orderBy('games.id')
      .execute();
    const expected = games.flatMap((game) => {
      const data = decodeGame(game.record);
      return shotAttemptsOf(data.events, goalieIdsOf(data)).flatMap((a) =>
        a.x === null || a.y === null
          ? []
          : [
              {
                game_id: game.id,
                event_index: a.index,
                season_id: game.season_id,
                game_type: game.game_type,
                team_id: a.team === 'home' ? game.home_team_id : game.away_team_id,
                shooter_id: Number(a.shooter),
                x: a.x,
                y: a.y,
                kind: KIND[a.kind],
                xg_milli: Math.round(a.xg * 1000),
                five_on_five: a.fiveOnFive ? 1 : 0,
              },
            ],
      );
    });
    expect(rows.length).toBeGreaterThan(1000);
    // As JSON: SQLite keeps a place of -0 feet as 0, and the shot maps answer both as 0.
    expect(JSON.parse(JSON.stringify(rows))).toEqual(JSON.parse(JSON.stringify(expected)));
  });

  it(
    'packs those rows again when migrated up, every shot map answering as before',
    { timeout: 120_000 },
    async () => {
      await migrateToLatest(t.ctx.database);
      const packs = await t.ctx.database.db
        .selectFrom('team_game_shots')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const played = [...(await season.finalGameIds('regular')), ...(await season.finalGameIds('playoff'))];
      expect(Number(packs.n)).toBe(2 * played.length);
      // A second server on the same database: nothing cached from before the migrations.
      const fresh = await createTestApp(dialect, {}, t);
      try {
        expect(await shotMaps(fresh)).toEqual(before);
      } finally {
        await fresh.close();
      }
    },
  );
});
