import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueThroughAYear, type LeagueYears } from './support/league-years';
import { requestsAs } from './support/leagues';
import { importLeagueFile } from './support/league-file';
import { createTestApp, type TestApp } from './support/test-app';
import { picksOf, proposal, tradesApi } from './support/trades';

// Issue 32 (docs/decisions/086): a league played through a season, its playoffs, a draft and a rollover,
// exported and imported by another user, reads the same through the API, field by field. Ids differ, so
// they are left out of the comparison (each answer's rows keep their order, which the import keeps), and a
// game's players are compared by name.

/** Keys holding an id of the host (or a cursor made of one): compared by what they point at, not by number. */
const ID_KEY = /^(id|\w*Id|\w*Ids|nextBefore|nextCursor)$/;
/** What depends on who asks and when, and the accounts a file never carries (GM seats). */
const NOT_COMPARED = new Set(['now', 'leagueNow', 'gm', 'username', 'gmName', 'gmUsername', 'humanGm', 'by']);
/** Keys a played game names a player under (SPEC §3 events, stars, injuries, replacements). */
const GAME_PLAYER_KEYS = new Set(
  'players winner loser shooter goalie deflectedBy deflectedFrom blocker scorer assists endedPenalty hitter hittee player playerId out in'.split(
    ' ',
  ),
);

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOT_COMPARED.has(key))
      .map(([key, item], index) => [
        /^\d+$/.test(key) ? `#${index}` : key,
        ID_KEY.test(key) ? (item === null ? null : '#') : withoutIds(item),
      ]),
  );
}

/**
 * The answer with its lists in one order: where a list sorts by a value two rows share (points, say),
 * PostgreSQL may give tied rows in either order, in one league as in another.
 */
function sorted(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map(sorted)
      .map((item) => [JSON.stringify(item), item] as const)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, item]) => item);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sorted(item)]));
}

/** A game as the API tells it, its players named instead of numbered (`names`: the league's players). */
function gameByNames(detail: Record<string, unknown>, names: ReadonlyMap<string, string>): unknown {
  const name = (id: unknown) => (id === null ? null : (names.get(String(id)) ?? `unknown ${String(id)}`));
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (GAME_PLAYER_KEYS.has(key)) return [key, Array.isArray(item) ? item.map(name) : name(item)];
        return [names.has(key) ? (names.get(key) as string) : key, walk(item)];
      }),
    );
  };
  return {
    ...(withoutIds({ ...detail, simulationData: null }) as object),
    game: walk(detail.simulationData),
  };
}

describe.each(DIALECTS)('Rinkside league file on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let importer: TestUser;
  let years: LeagueYears;
  let file: Buffer;
  let copyId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, importer] = [await signUp(t), await signUp(t), await signUp(t)];
    years = await leagueThroughAYear(t, commissioner, { playSecondSeasonDays: 4 });
    const seat = await inject(
      commissioner,
      'PUT',
      `/api/league/${years.league.id}/team/${years.league.teams[0]?.id}/gm`,
      {
        username: gm.username,
      },
    );
    expect(seat.statusCode, seat.body).toBe(200);
    // A trade on the table, next year's picks swapped: its assets and events travel with the league.
    const [gmTeam, otherTeam] = [years.league.teams[0]?.id ?? 0, years.league.teams[1]?.id ?? 0];
    const [ours, theirs] = [
      (await picksOf(t, gmTeam)).at(-1) ?? 0,
      (await picksOf(t, otherTeam)).at(-1) ?? 0,
    ];
    await tradesApi(t, years.league.id).proposed(
      gm,
      proposal([gmTeam, { pickIds: [ours] }], [otherTeam, { pickIds: [theirs] }], 'For the future'),
    );
    const exported = await inject(commissioner, 'GET', `/api/league/${years.league.id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    file = exported.rawPayload;
    const imported = await importLeagueFile(t, importer, file);
    expect(imported.statusCode, imported.body).toBe(201);
    copyId = imported.json().id;
  }, 240_000);
  afterAll(() => t.close());

  it('downloads the league as one gzip file named after it, to the commissioner only', async () => {
    const exported = await inject(commissioner, 'GET', `/api/league/${years.league.id}/export`);
    expect(exported.headers['content-type']).toBe('application/gzip');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="years-\d{4}-\d{2}-\d{2}\.rinkside\.json\.gz"$/,
    );
    const document = JSON.parse(gunzipSync(file).toString('utf8'));
    expect(document).toMatchObject({
      format: 'rinkside-league',
      version: 1,
      league: { id: years.league.id },
    });
    expect(document.tables.players.rows.length).toBeGreaterThan(4 * 20);
    expect(Object.keys(document.tables)).not.toContain('users');

    const asGm = await inject(gm, 'GET', `/api/league/${years.league.id}/export`);
    expect(asGm.statusCode).toBe(403);
    const asStranger = await inject(importer, 'GET', `/api/league/${years.league.id}/export`);
    expect(asStranger.statusCode).toBe(403);
    expect((await inject(null, 'GET', `/api/league/${years.league.id}/export`)).statusCode).toBe(401);
  });

  it('publishes the file’s JSON Schema to anyone', async () => {
    const schema = await inject(null, 'GET', '/api/league-file.schema.json');
    expect(schema.statusCode).toBe(200);
    expect(schema.json()).toMatchObject({
      properties: { format: { const: 'rinkside-league' }, version: { const: 1 } },
    });
    expect(Object.keys(schema.json().properties.tables.properties)).toContain('game_simulations');
  });

  it('makes the importer the commissioner of a new league with empty GM seats', async () => {
    expect(copyId).not.toBe(years.league.id);
    const copy = (await inject(importer, 'GET', `/api/league/${copyId}`)).json();
    const original = (await inject(commissioner, 'GET', `/api/league/${years.league.id}`)).json();
    expect(copy.commissionerId).toBe(importer.id);
    expect(copy.isCommissioner).toBe(true);
    expect(copy.teams.map((team: { gm: unknown }) => team.gm)).toEqual([null, null, null, null]);
    // The board's talk stays behind; its default channels are there as in any new league.
    const channels = await t.ctx.database.db
      .selectFrom('board_channels')
      .select('name')
      .where('league_id', '=', copyId)
      .execute();
    expect(channels.length).toBeGreaterThan(0);
    expect(withoutIds({ ...copy, teams: null, commissionerId: null })).toEqual(
      withoutIds({ ...original, teams: null, commissionerId: null }),
    );
    expect(copy.teams.map((team: { name: string }) => team.name)).toEqual(
      original.teams.map((team: { name: string }) => team.name),
    );
  });

  /** The same answer from both leagues, ids aside; `path` takes each league's id. */
  async function expectSameAnswer(
    path: (leagueId: number) => string,
    { ties = true }: { ties?: boolean } = {},
  ) {
    const [original, copy] = await Promise.all([
      inject(commissioner, 'GET', path(years.league.id)),
      inject(importer, 'GET', path(copyId)),
    ]);
    expect(original.statusCode, original.body).toBe(200);
    expect(copy.statusCode, copy.body).toBe(200);
    const same = ties ? (body: unknown) => sorted(withoutIds(body)) : withoutIds;
    expect(same(copy.json()), path(copyId)).toEqual(same(original.json()));
    return { original: original.json(), copy: copy.json() };
  }

  const teamIds = new Map<number, number[]>();
  async function teamOf(leagueId: number, index: number): Promise<number> {
    if (!teamIds.has(leagueId)) {
      const league = (await inject(commissioner, 'GET', `/api/league/${leagueId}`)).json();
      teamIds.set(
        leagueId,
        league.teams.map((team: { id: number }) => team.id),
      );
    }
    return teamIds.get(leagueId)?.[index] ?? 0;
  }
  const seasonOf = async (leagueId: number, index: number): Promise<number> => {
    const seasons = (await inject(commissioner, 'GET', `/api/league/${leagueId}/seasons`)).json();
    const list = (Array.isArray(seasons) ? seasons : seasons.seasons) as { id: number }[];
    return [...list].sort((a, b) => a.id - b.id)[index]?.id ?? 0;
  };

  it('has the same seasons, standings, player and team stats, season by season', async () => {
    await expectSameAnswer((id) => `/api/league/${id}/seasons`);
    for (const season of [0, 1]) {
      const ids = new Map([
        [years.league.id, await seasonOf(years.league.id, season)],
        [copyId, await seasonOf(copyId, season)],
      ]);
      for (const type of ['regular', 'playoff'])
        for (const what of ['standings', 'stats', 'team-stats', 'stats/leaders'])
          await expectSameAnswer(
            (id) => `/api/league/${id}/${what}?seasonId=${ids.get(id)}&seasonType=${type}`,
            {
              ties: what !== 'standings',
            },
          );
      await expectSameAnswer((id) => `/api/league/${id}/playoffs?seasonId=${ids.get(id)}`);
      await expectSameAnswer((id) => `/api/league/${id}/draft?seasonId=${ids.get(id)}`);
    }
  });

  it('has the same cap sheets, draft picks, rosters and depth charts, team by team', async () => {
    for (let team = 0; team < 4; team += 1) {
      const ids = new Map([
        [years.league.id, await teamOf(years.league.id, team)],
        [copyId, await teamOf(copyId, team)],
      ]);
      await expectSameAnswer((id) => `/api/league/${id}/team/${ids.get(id)}/cap`);
      await expectSameAnswer((id) => `/api/team/league/${id}/team/${ids.get(id)}/draft-picks`);
      await expectSameAnswer((id) => `/api/team/league/${id}/team/${ids.get(id)}`);
      await expectSameAnswer((id) => `/api/team/league/${id}/team/${ids.get(id)}/depth-chart`);
    }
  });

  it('has the same trade, its assets and its story', async () => {
    const [original, copy] = await Promise.all([
      inject(commissioner, 'GET', `/api/league/${years.league.id}/trades`),
      inject(importer, 'GET', `/api/league/${copyId}/trades`),
    ]);
    const idsOf = (body: unknown) =>
      ((Array.isArray(body) ? body : (body as { trades: { id: number }[] }).trades) ?? []).map(
        (trade) => trade.id,
      );
    const [a, b] = [idsOf(original.json()), idsOf(copy.json())];
    expect(a.length).toBeGreaterThan(0);
    expect(b).toHaveLength(a.length);
    for (const [i, id] of a.entries()) {
      const { copy: trade } = await expectSameAnswer(
        (leagueId) => `/api/league/${leagueId}/trades/${leagueId === copyId ? b[i] : id}`,
      );
      // Who proposed it was a user of the old host: the story keeps what happened, not who.
      expect(trade.thread.map((event: { by: unknown }) => event.by)).toEqual(trade.thread.map(() => null));
    }
  });

  it('has the same history, awards, transactions, trades, news and draft', async () => {
    for (const what of [
      'history',
      'awards',
      'transactions',
      'trades',
      'feed',
      'draft',
      'free-agents',
      'clock',
    ])
      await expectSameAnswer((id) => `/api/league/${id}/${what}`);
  });

  it.each([0, 1])(
    'has every game of season %i with the same record, its players named the same',
    async (season) => {
      const [original, copy] = await Promise.all([
        inject(
          commissioner,
          'GET',
          `/api/simulation/league/${years.league.id}/games?seasonId=${await seasonOf(years.league.id, season)}`,
        ),
        inject(
          importer,
          'GET',
          `/api/simulation/league/${copyId}/games?seasonId=${await seasonOf(copyId, season)}`,
        ),
      ]);
      expect(withoutIds(copy.json())).toEqual(withoutIds(original.json()));
      const gamesOf = (body: unknown) =>
        (Array.isArray(body) ? body : (body as { games: unknown[] }).games) as {
          gameId: number;
          isSimulated: boolean;
        }[];
      const pairs = gamesOf(original.json()).map((game, i) => [game, gamesOf(copy.json())[i]] as const);
      const played = pairs.filter(([game]) => game.isSimulated);
      expect(played.length).toBeGreaterThan(season === 0 ? 12 : 0);
      const namesIn = async (leagueId: number) =>
        new Map(
          (
            await t.ctx.database.db
              .selectFrom('players')
              .select(['id', 'first_name', 'last_name'])
              .where('league_id', '=', leagueId)
              .execute()
          ).map((row) => [String(row.id), `${row.first_name} ${row.last_name}`]),
        );
      const [originalNames, copyNames] = [await namesIn(years.league.id), await namesIn(copyId)];
      for (const [a, b] of played) {
        const [first, second] = await Promise.all([
          inject(commissioner, 'GET', `/api/simulation/game/${a.gameId}`),
          inject(importer, 'GET', `/api/simulation/game/${b?.gameId}`),
        ]);
        expect(first.statusCode, first.body).toBe(200);
        expect(second.statusCode, second.body).toBe(200);
        expect(gameByNames(second.json(), copyNames)).toEqual(gameByNames(first.json(), originalNames));
        const stats = second.json().simulationData.playerStats as Record<string, Record<string, unknown>>;
        for (const id of [...Object.keys(stats.teamA ?? {}), ...Object.keys(stats.teamB ?? {})])
          expect(copyNames.has(id)).toBe(true);
      }
    },
  );

  it('exports the imported league to the same file, ids and times of writing aside', async () => {
    const again = await inject(importer, 'GET', `/api/league/${copyId}/export`);
    const [a, b] = [file, again.rawPayload].map((bytes) => JSON.parse(gunzipSync(bytes).toString('utf8')));
    for (const table of Object.keys(a.tables))
      expect(b.tables[table].rows.length, table).toBe(a.tables[table].rows.length);
  });

  /** A parsed league file, as a test changes it. */
  interface FileDocument {
    version: number;
    tables: Record<string, { columns: string[]; rows: unknown[][] }>;
  }

  describe('refuses a file that does not hold together, writing nothing', () => {
    const leaguesNow = () => t.ctx.database.db.selectFrom('leagues').select('id').execute();
    const bad = async (change: (document: FileDocument) => void, message: RegExp, raw?: Buffer) => {
      const document = JSON.parse(gunzipSync(file).toString('utf8')) as FileDocument;
      change(document);
      const before = (await leaguesNow()).length;
      // Imports are rate-limited for each user: each refused file comes from a user of its own.
      const answer = await importLeagueFile(t, await signUp(t), raw ?? gzipSync(JSON.stringify(document)));
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toMatch(message);
      expect((await leaguesNow()).length).toBe(before);
    };
    const column = (document: FileDocument, table: string, name: string) =>
      document.tables[table]?.columns.indexOf(name) ?? -1;
    const rows = (document: FileDocument, table: string) => document.tables[table]?.rows ?? [];

    it('a file of another version', async () => {
      await bad((document) => (document.version = 2), /version: this server reads version 1/);
    });

    it('a cut-off gzip', async () => {
      await bad(() => {}, /not a complete gzip file/, file.subarray(0, Math.floor(file.length / 2)));
    });

    it('a player on two teams', async () => {
      await bad((document) => {
        const players = rows(document, 'players');
        const team = column(document, 'players', 'team_id');
        const rostered = players.find((row) => row[team] !== null) as unknown[];
        const other = players.find((row) => row[team] !== null && row[team] !== rostered[team]) as unknown[];
        players.push([...rostered.slice(0, team), other[team], ...rostered.slice(team + 1)]);
      }, /tables\.players\.rows\[\d+\]: player \d+ is on two teams/);
    });

    it('a player whose team is not in the file', async () => {
      await bad((document) => {
        const team = column(document, 'players', 'team_id');
        (rows(document, 'players')[0] as unknown[])[team] = 999_999;
      }, /tables\.players\.rows\[0\]\.team_id: team 999999 is not in the file/);
    });

    it('a pick whose owner is not in the file, or that has none', async () => {
      await bad((document) => {
        (rows(document, 'draft_picks')[3] as unknown[])[column(document, 'draft_picks', 'owner_team_id')] =
          424_242;
      }, /tables\.draft_picks\.rows\[3\]\.owner_team_id: team 424242 is not in the file/);
      await bad((document) => {
        (rows(document, 'draft_picks')[3] as unknown[])[column(document, 'draft_picks', 'owner_team_id')] =
          null;
      }, /tables\.draft_picks\.rows\[3\]\.owner_team_id: this value may not be empty/);
    });
  });
});
