import { gunzipSync, gzipSync } from 'node:zlib';
import {
  type LeagueImportResponse,
  type LeagueImportWarningsResponse,
  seasonLabel,
  type GoalieCareerPart,
  type SkaterCareerPart,
  type StoredPlayer,
} from '@rinkside/domain';
// The league-file tests' own factory of hand-made ZenGM files, shared with the domain's tests.
import {
  zengmLeague,
  zengmPlayer,
  zengmRatingsRow,
  zengmStatsRow,
  zengmTeam,
} from '../../../packages/domain/src/league-files/zengm-test-league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations } from '../src/db/migrate';
import { signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { DIALECTS } from './support/databases';
import { as, createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { ZENGM_SAMPLE } from './support/zengm-sample';

// POST /api/league/import with a ZenGM hockey league file (docs/decisions/085), through the real server.

/** The sample ZenGM league (gzip); the tests that need it are skipped, by name, where no copy is at hand. */
const SAMPLE = ZENGM_SAMPLE ?? Buffer.alloc(0);
const itWithSample = ZENGM_SAMPLE ? it : it.skip;
/** The sample as a document, read afresh for each change a test makes to it. */
const sampleDocument = () => JSON.parse(gunzipSync(SAMPLE).toString('utf8')) as Record<string, unknown>;

interface SamplePlayer {
  pid: number;
  tid: number;
  firstName: string;
  lastName: string;
  ratings: { ovr: number }[];
}

describe.each(DIALECTS)('importing a ZenGM hockey league on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  const post = (body: Buffer | string, type = 'application/gzip', user: TestUser | null = commissioner) =>
    t.app.inject({
      method: 'POST',
      url: '/api/league/import',
      headers: { ...as(user), 'content-type': type },
      payload: body,
    });
  const postJson = (document: unknown) => post(JSON.stringify(document), 'application/json');
  const get = async <T>(url: string): Promise<T> => {
    const response = await requestsAs(t)(commissioner, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const counts = async () => {
    const { db } = t.ctx.database;
    const count = async (table: 'leagues' | 'players' | 'teams' | 'seasons') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { leagues: await count('leagues'), players: await count('players'), teams: await count('teams') };
  };
  const rostersOf = async (leagueId: number) => {
    const league = await get<{ teams: { id: number; abbreviation: string }[] }>(`/api/league/${leagueId}`);
    return Promise.all(
      league.teams.map(async (team) => ({
        abbreviation: team.abbreviation,
        players: (await get<{ players: StoredPlayer[] }>(`/api/team/league/${leagueId}/team/${team.id}`))
          .players,
      })),
    );
  };

  let sampleLeague: LeagueImportResponse;

  itWithSample(
    'imports the sample into a 32-team league run by the importer, with no GMs, and says what stayed behind',
    async () => {
      const before = await counts();
      const response = await post(SAMPLE);
      expect(response.statusCode, response.body).toBe(201);
      sampleLeague = response.json<LeagueImportResponse>();
      expect(sampleLeague.warnings.map((w) => w.code)).toContain('store-not-carried');
      expect(sampleLeague.warnings.some((w) => /news feed \(825 items\)/.test(w.message))).toBe(true);
      // The day the new schedule starts reads as a date, as every date on the page does.
      const schedule = sampleLeague.warnings.find((w) => /a new schedule of/.test(w.message))?.message ?? '';
      expect(schedule).toMatch(/ from [A-Z][a-z]{2} \d{1,2}, \d{4}\./);

      const league = await get<{
        commissionerId: number;
        isCommissioner: boolean;
        teams: { gm: unknown }[];
        playerCount: number;
      }>(`/api/league/${sampleLeague.id}`);
      expect(league.commissionerId).toBe(commissioner.id);
      expect(league.isCommissioner).toBe(true);
      expect(league.teams).toHaveLength(32);
      expect(league.teams.every((team) => team.gm === null)).toBe(true);
      const after = await counts();
      // Every carried player (rostered, free agents and the draft classes) is a player of the new league,
      // with the minor leaguers generated to fill the organisations the warnings count.
      const minorLeaguers = sampleLeague.warnings.find((w) => /minor leaguers/.test(w.message))?.count ?? 0;
      expect(minorLeaguers).toBeGreaterThan(0);
      expect(after.players - before.players).toBe(1492 + minorLeaguers);
      expect(after.teams - before.teams).toBe(32);

      // Its board opens with the default channels, as every new league's does.
      const channels = await t.ctx.database.db
        .selectFrom('board_channels')
        .select('name')
        .where('league_id', '=', sampleLeague.id)
        .execute();
      expect(channels.length).toBeGreaterThan(0);

      // The commissioner reads the warnings again later.
      const kept = await get<LeagueImportWarningsResponse>(`/api/league/${sampleLeague.id}/import-warnings`);
      expect(kept).toMatchObject({ source: 'zengm-hockey', fileVersion: 72 });
      expect(kept.warnings).toEqual(sampleLeague.warnings);
    },
  );

  itWithSample(
    'opens in its regular season with the rest of it scheduled, its contracts and its picks',
    async () => {
      const { db } = t.ctx.database;
      const season = await db
        .selectFrom('seasons')
        .selectAll()
        .where('league_id', '=', sampleLeague.id)
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      expect(season).toMatchObject({ start_year: 2026, phase: 'regular' });
      const games = await db.selectFrom('games').select('id').where('season_id', '=', season.id).execute();
      // 84 games a team, 28 played on average in ZenGM: 56 left for each of 32 teams.
      expect(games).toHaveLength((56 * 32) / 2);
      const picks = await db
        .selectFrom('draft_picks')
        .select('year')
        .where('league_id', '=', sampleLeague.id)
        .execute();
      expect(picks.filter((p) => p.year >= 2027)).toHaveLength(512);
      const rosters = await rostersOf(sampleLeague.id);
      const signed = rosters.flatMap((r) => r.players).filter((p) => p.contract.capHit > 0);
      expect(signed.length).toBeGreaterThan(700);

      // ZenGM's hard cap of $105M with its $60M minimum payroll, its $0.7M-$20M contracts of up to 5 years.
      const contracts = await get<{
        isDefault: boolean;
        thisSeason: { upperLimit: number; floor: number; minimumSalary: number };
        settings: { maxYearsNewTeam: number };
      }>(`/api/league/${sampleLeague.id}/contract-settings`);
      expect(contracts).toMatchObject({
        isDefault: false,
        thisSeason: { upperLimit: 105_000_000, floor: 60_000_000, minimumSalary: 700_000 },
        settings: { maxYearsNewTeam: 5 },
      });

      // The 33 players ZenGM has hurt miss games of the new schedule: each is back on a day after today.
      const hurt = await db
        .selectFrom('players')
        .select('injury')
        .where('league_id', '=', sampleLeague.id)
        .where('injury', 'is not', null)
        .execute();
      expect(hurt).toHaveLength(33);
      const firstDay = season.start_date ?? '';
      for (const { injury } of hurt)
        expect(JSON.parse(injury ?? '{}').returnDate > firstDay, injury ?? '').toBe(true);
    },
  );

  itWithSample("makes ZenGM's five best players among Rinkside's ten best", async () => {
    const file = sampleDocument() as { players: SamplePlayer[]; teams: { tid: number; abbrev: string }[] };
    const abbreviation = new Map(file.teams.map((team) => [team.tid, team.abbrev]));
    const zengmOverall = (p: SamplePlayer) => p.ratings[p.ratings.length - 1]?.ovr ?? 0;
    const best = file.players
      .filter((p) => p.tid >= 0)
      .sort((a, b) => zengmOverall(b) - zengmOverall(a) || a.pid - b.pid)
      .slice(0, 5);
    const served = (await rostersOf(sampleLeague.id)).flatMap((team) =>
      team.players.map((p) => ({ ...p, team: team.abbreviation })),
    );
    for (const star of best) {
      const found = served.filter(
        (p) =>
          p.firstName === star.firstName &&
          p.lastName === star.lastName &&
          p.team === abbreviation.get(star.tid),
      );
      expect(found, `${star.firstName} ${star.lastName}`).toHaveLength(1);
      const overall = found[0]?.overall ?? 0;
      const place = 1 + served.filter((p) => p.overall > overall).length;
      expect(
        place,
        `${star.firstName} ${star.lastName} (ZenGM ${zengmOverall(star)}, Rinkside ${overall})`,
      ).toBeLessThanOrEqual(10);
    }
  });

  itWithSample(
    'plays its season and its playoffs without error',
    async () => {
      // The sample a little shorter (38 games a team, 10 left to play) keeps the test quick.
      const document = sampleDocument();
      (document.gameAttributes as Record<string, unknown>).numGames = 38;
      const response = await postJson(document);
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<LeagueImportResponse>();
      const advanced = await followAdvance(
        t,
        await requestsAs(t)(commissioner, 'POST', `/api/league/${id}/advance`, { to: 'regularSeasonEnd' }),
      );
      expect(advanced.statusCode, advanced.body).toBe(200);
      expect(advanced.json()).toMatchObject({
        played: 160,
        clock: { phase: 'playoffs', regularSeasonComplete: true },
      });
      // And its playoffs, to a champion.
      const playoffs = await followAdvance(
        t,
        await requestsAs(t)(commissioner, 'POST', `/api/league/${id}/advance`, { to: 'phase' }),
      );
      expect(playoffs.statusCode, playoffs.body).toBe(200);
      expect(playoffs.json()).toMatchObject({ clock: { phase: 'offseason' } });
      const history = await get<{ seasons: { startYear: number; champion: unknown }[] }>(
        `/api/league/${id}/history`,
      );
      expect(history.seasons.find((s) => s.startYear === 2026)?.champion).not.toBeNull();
    },
    180_000,
  );

  it('carries past seasons as history: the career table and the league history show them', async () => {
    const league = zengmLeague({
      teams: [0, 1, 2, 3].map((tid) =>
        zengmTeam(tid, {
          seasons: [
            { season: 2025, won: 50, lost: 20, tied: 0, otl: 12, playoffRoundsWon: tid === 2 ? 4 : tid },
            { season: 2026, won: 3, lost: 2, tied: 0, otl: 0, playoffRoundsWon: -1 },
          ],
          stats: [{ season: 2025, playoffs: false, gp: 82, pts: 250 + tid, oppPts: 240 }],
        }),
      ),
      players: [
        zengmPlayer(7, 1, {
          ratings: [zengmRatingsRow('C', {}, { season: 2025 }), zengmRatingsRow('C')],
          stats: [
            zengmStatsRow({ season: 2025, tid: 3, gp: 80, evG: 20, ppG: 5, evA: 30 }),
            zengmStatsRow({ season: 2025, tid: 3, playoffs: true, gp: 6, evG: 2 }),
            zengmStatsRow({ season: 2026, tid: 1, gp: 5, evG: 1, evA: 2 }),
          ],
        }),
        zengmPlayer(11, 2, {
          ratings: [zengmRatingsRow('G', { glk: 80 }, { season: 2025 }), zengmRatingsRow('G', { glk: 80 })],
          stats: [
            zengmStatsRow({
              season: 2025,
              tid: 2,
              gp: 50,
              gpGoalie: 50,
              gMin: 3000,
              gW: 30,
              gL: 15,
              gOTL: 5,
              ga: 120,
              sv: 1380,
              so: 4,
            }),
          ],
        }),
        ...[8, 9, 10].map((pid) => zengmPlayer(pid, 0)),
      ],
    });
    const response = await postJson(league);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<LeagueImportResponse>();
    const teams = (await rostersOf(id)).map((team) => ({
      ...team,
      player: team.players.find((p) => p.lastName === 'Last7'),
    }));
    const player = teams.find((team) => team.player)?.player;
    expect(player).toBeDefined();

    const career = await get<{ kind: string; regular: SkaterCareerPart; playoff: SkaterCareerPart }>(
      `/api/league/${id}/player/${player?.id}/career`,
    );
    expect(career.kind).toBe('skater');
    expect(
      career.regular.rows.map((r) => [r.seasonLabel, r.team.abbreviation, r.gamesPlayed, r.goals, r.assists]),
    ).toEqual([
      [seasonLabel(2025), 'C3', 80, 25, 30],
      [seasonLabel(2026), 'C1', 5, 1, 2],
    ]);
    expect(career.playoff.rows.map((r) => [r.seasonLabel, r.gamesPlayed, r.goals])).toEqual([
      [seasonLabel(2025), 6, 2],
    ]);
    expect(career.regular.totals).toMatchObject({ gamesPlayed: 85, goals: 26, seasons: 2 });

    const goalie = teams.flatMap((team) => team.players).find((p) => p.lastName === 'Last11');
    const goalieCareer = await get<{ kind: string; regular: GoalieCareerPart }>(
      `/api/league/${id}/player/${goalie?.id}/career`,
    );
    expect(goalieCareer.kind).toBe('goalie');
    expect(goalieCareer.regular.rows).toEqual([
      expect.objectContaining({
        seasonLabel: seasonLabel(2025),
        gamesPlayed: 50,
        wins: 30,
        losses: 15,
        otLosses: 5,
        shotsAgainst: 1500,
        savePercentage: 0.92,
        // 120 goals in 3000 minutes: 2.4 a game.
        goalsAgainstAverage: 2.4,
        shutouts: 4,
      }),
    ]);

    const history = await get<{
      seasons: {
        startYear: number;
        active: boolean;
        champion: { abbreviation: string } | null;
        bestRecord: { abbreviation: string } | null;
      }[];
    }>(`/api/league/${id}/history`);
    const past = history.seasons.find((s) => s.startYear === 2025);
    expect(past).toMatchObject({ active: false, champion: { abbreviation: 'C2' } });
    // Equal records: the goal differential (C3 scored most) decides.
    expect(past?.bestRecord?.abbreviation).toBe('C3');
  });

  describe('refuses a file that cannot be one league, and writes nothing', () => {
    // A user of its own, so that these refusals stay within one user's imports a minute.
    let refused: TestUser;
    beforeAll(async () => {
      refused = await signUp(t);
    });
    const post = (body: Buffer | string, type = 'application/gzip') =>
      t.app.inject({
        method: 'POST',
        url: '/api/league/import',
        headers: { ...as(refused), 'content-type': type },
        payload: body,
      });
    const postJson = (document: unknown) => post(JSON.stringify(document), 'application/json');
    const refuses = async (body: () => Promise<Awaited<ReturnType<typeof post>>>, reason: RegExp) => {
      const before = await counts();
      const response = await body();
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(reason);
      expect(await counts()).toEqual(before);
    };

    it('a truncated gzip', () =>
      refuses(() => {
        const whole = gzipSync(JSON.stringify(zengmLeague()));
        return post(whole.subarray(0, Math.floor(whole.length / 2)));
      }, /not a complete gzip file/));

    it('a file with no version, or a version that is not a number', async () => {
      const { version: _dropped, ...unversioned } = zengmLeague();
      await refuses(() => postJson(unversioned), /not a league file Rinkside reads/);
      await refuses(
        () => postJson({ ...zengmLeague(), version: 'seventy-two' }),
        /not a league file Rinkside reads/,
      );
    });

    it('a player on two teams', () =>
      refuses(
        () => postJson(zengmLeague({ players: [zengmPlayer(5, 0), zengmPlayer(5, 1)] })),
        /players\.1\.pid: Player 5 appears twice/,
      ));

    it("a player on a team that doesn't exist", () =>
      refuses(() => postJson(zengmLeague({ players: [zengmPlayer(5, 9)] })), /players\.0\.tid: .* team 9/));

    it('a pick with no owner', () =>
      refuses(
        () => postJson(zengmLeague({ draftPicks: [{ tid: 12, originalTid: 0, round: 1, season: 2026 }] })),
        /draftPicks\.0\.tid: .*no owner/,
      ));

    it('a row of the wrong shape, naming its path', () =>
      refuses(
        () =>
          postJson(
            zengmLeague({ players: [{ ...zengmPlayer(5, 0), ratings: [{ glk: 'high', fcf: 1 }] }] as never }),
          ),
        /players\.0\.ratings\.0\./,
      ));

    it('a file of another game', () =>
      refuses(
        () => postJson({ version: 72, players: [{ ratings: [{ hgt: 50, stre: 50, ins: 40 }] }] }),
        /not a league file Rinkside reads/,
      ));
  });

  it('is documented in the OpenAPI schema with its warnings', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = spec.json<{ paths: Record<string, Record<string, { responses: object }>> }>().paths;
    expect(Object.keys(paths['/api/league/import']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '413']),
    );
    expect(paths['/api/league/{id}/import-warnings']?.get).toBeDefined();
  });

  it('answers 401 to a visitor and writes nothing', async () => {
    const before = await counts();
    const response = await post(gzipSync(JSON.stringify(zengmLeague())), 'application/gzip', null);
    expect(response.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('shows the warnings only to the commissioner, and none for a league made in Rinkside', async () => {
    const other = await signUp(t);
    const response = await requestsAs(t)(other, 'GET', `/api/league/${sampleLeague.id}/import-warnings`);
    expect(response.statusCode).toBe(403);
    const made = await createLeague(t, commissioner, {
      name: 'Made Here',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    expect(await get<LeagueImportWarningsResponse>(`/api/league/${made.id}/import-warnings`)).toEqual({
      source: null,
      fileVersion: null,
      importedAt: null,
      warnings: [],
    });
  });
});

describe("the host's limits on league files", () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      LEAGUE_IMPORT_MAX_MB: '1',
      LEAGUE_IMPORT_MAX_PLAYERS: '3',
      LEAGUE_IMPORT_MAX_SEASONS: '2',
    });
    user = await signUp(t);
  });
  afterAll(() => t.close());
  const post = (document: unknown, gzip = false) =>
    t.app.inject({
      method: 'POST',
      url: '/api/league/import',
      headers: { ...as(user), 'content-type': gzip ? 'application/gzip' : 'application/json' },
      payload: gzip ? gzipSync(JSON.stringify(document)) : JSON.stringify(document),
    });
  const leagues = async () =>
    Number(
      (
        await t.ctx.database.db
          .selectFrom('leagues')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  itWithSample(
    'answers 413 to a file larger unpacked than the host reads, however small packed',
    async () => {
      const response = await post(sampleDocument(), true);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(
        /larger than this server reads \(1 MB unpacked\)/,
      );
      expect(await leagues()).toBe(0);
    },
  );

  it('answers 400 to more players or seasons than the host imports', async () => {
    const players = await post(zengmLeague({ players: [1, 2, 3, 4].map((pid) => zengmPlayer(pid, 0)) }));
    expect(players.statusCode).toBe(400);
    expect(players.json<{ message: string }>().message).toMatch(
      /holds 4 players; this server imports at most 3/,
    );
    const seasons = await post(
      zengmLeague({
        players: [
          zengmPlayer(1, 0, { stats: [2023, 2024].map((season) => zengmStatsRow({ season, tid: 0 })) }),
        ],
      }),
    );
    expect(seasons.statusCode).toBe(400);
    expect(seasons.json<{ message: string }>().message).toMatch(
      /holds 3 seasons; this server imports at most 2/,
    );
    // Within both, the same file imports.
    expect((await post(zengmLeague({ players: [zengmPlayer(1, 0)] }))).statusCode).toBe(201);
    expect(await leagues()).toBe(1);
  });
});

describe.each(DIALECTS)('migration 0041 on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it("removes the import's tables and makes them again", async () => {
    const { db, kind } = t.ctx.database;
    const migration = allMigrations(kind)['0041-league-imports'];
    const tables = async () =>
      (await db.introspection.getTables()).map((table) => table.name).filter((name) => /import/.test(name));
    expect((await tables()).sort()).toEqual([
      'imported_player_seasons',
      'imported_team_seasons',
      'league_imports',
    ]);
    await migration?.down?.(db);
    expect(await tables()).toEqual([]);
    await migration?.up(db);
    expect((await tables()).sort()).toEqual([
      'imported_player_seasons',
      'imported_team_seasons',
      'league_imports',
    ]);
  });
});
