import { type PlayerCareerResponse, goalsAgainstAverage, seasonLabel } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { type LeagueYears, leagueThroughAYear } from './support/league-years';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

const key = (row: { seasonId: number; seasonType: string; teamId: number }) =>
  `${row.seasonId}:${row.seasonType}:${row.teamId}`;

describe.each(DIALECTS)('a player career season by season on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let viewer: TestUser;
  let years: LeagueYears;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const careerOf = async (playerId: number, leagueId = years.league.id) => {
    const response = await inject(viewer, 'GET', `/api/league/${leagueId}/player/${playerId}/career`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayerCareerResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, viewer] = [await signUp(t), await signUp(t)];
    years = await leagueThroughAYear(t, commissioner, { playSecondSeasonDays: 4 });
  }, 120_000);
  afterAll(() => t.close());

  /** Every stored box-score line of the league's skaters and goalies, with its game's type. */
  const skaterLines = () =>
    t.ctx.database.db
      .selectFrom('player_game_stats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .innerJoin('seasons', 'seasons.id', 's.season_id')
      .selectAll('s')
      .select('g.game_type')
      .where('seasons.league_id', '=', years.league.id)
      .execute();
  const goalieLines = () =>
    t.ctx.database.db
      .selectFrom('goalie_game_stats as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .innerJoin('seasons', 'seasons.id', 's.season_id')
      .selectAll('s')
      .select('g.game_type')
      .where('seasons.league_id', '=', years.league.id)
      .execute();

  it("sums a skater's box scores by season, part and team, oldest first, with career totals", async () => {
    const lines = await skaterLines();
    // The skater who played the most games: a regular season, playoffs and the next season's first days.
    const games = new Map<number, number>();
    for (const line of lines) games.set(line.player_id, (games.get(line.player_id) ?? 0) + 1);
    const [playerId] = [...games.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
    const expected = new Map<
      string,
      { gp: number; g: number; a: number; pm: number; pim: number; s: number }
    >();
    for (const line of lines.filter((l) => l.player_id === playerId)) {
      const k = key({ seasonId: line.season_id, seasonType: line.game_type, teamId: line.team_id });
      const sum = expected.get(k) ?? { gp: 0, g: 0, a: 0, pm: 0, pim: 0, s: 0 };
      expected.set(k, {
        gp: sum.gp + 1,
        g: sum.g + line.goals,
        a: sum.a + line.assists,
        pm: sum.pm + line.plus_minus,
        pim: sum.pim + line.pim,
        s: sum.s + line.shots,
      });
    }

    const career = await careerOf(playerId);
    expect(career.kind).toBe('skater');
    if (career.kind !== 'skater') return;
    const rows = [...career.regular.rows, ...career.playoff.rows];
    expect(rows.map((r) => key({ ...r, teamId: r.team.id })).sort()).toEqual([...expected.keys()].sort());
    for (const row of rows) {
      const sum = expected.get(key({ ...row, teamId: row.team.id }));
      expect([
        row.gamesPlayed,
        row.goals,
        row.assists,
        row.points,
        row.plusMinus,
        row.pim,
        row.shots,
      ]).toEqual([sum?.gp, sum?.g, sum?.a, (sum?.g ?? 0) + (sum?.a ?? 0), sum?.pm, sum?.pim, sum?.s]);
    }
    // Two regular seasons, the first one first, each labelled by its years; the playoffs apart.
    expect(career.regular.rows.map((r) => r.seasonId)).toEqual([years.firstSeason.id, years.secondSeason.id]);
    expect(career.regular.rows.map((r) => r.seasonLabel)).toEqual([
      seasonLabel(years.firstSeason.startYear),
      seasonLabel(years.firstSeason.startYear + 1),
    ]);
    expect(career.regular.rows[0]?.seasonLabel).toMatch(/^\d{4}–\d{2}$/);
    expect(career.playoff.rows.map((r) => r.seasonType)).toEqual(['playoff']);
    expect(career.regular.totals).toMatchObject({
      seasons: 2,
      gamesPlayed: career.regular.rows.reduce((n, r) => n + r.gamesPlayed, 0),
      goals: career.regular.rows.reduce((n, r) => n + r.goals, 0),
      points: career.regular.rows.reduce((n, r) => n + r.points, 0),
      plusMinus: career.regular.rows.reduce((n, r) => n + r.plusMinus, 0),
      shots: career.regular.rows.reduce((n, r) => n + r.shots, 0),
    });
  });

  it("sums a goalie's games in net, decisions, saves and shutouts, and his career SV% and GAA", async () => {
    const lines = await goalieLines();
    const inNet = lines.filter((l) => l.toi > 0);
    const games = new Map<number, number>();
    for (const line of inNet) games.set(line.player_id, (games.get(line.player_id) ?? 0) + 1);
    const [playerId] = [...games.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
    const his = inNet.filter((l) => l.player_id === playerId);

    const career = await careerOf(playerId);
    expect(career.kind).toBe('goalie');
    if (career.kind !== 'goalie') return;
    for (const part of ['regular', 'playoff'] as const) {
      for (const row of career[part].rows) {
        const mine = his.filter(
          (l) => l.season_id === row.seasonId && l.game_type === part && l.team_id === row.team.id,
        );
        const shots = mine.reduce((n, l) => n + l.shots_against, 0);
        const saves = mine.reduce((n, l) => n + l.saves, 0);
        const against = mine.reduce((n, l) => n + l.goals_against, 0);
        const toi = mine.reduce((n, l) => n + l.toi, 0);
        expect(row).toMatchObject({
          gamesPlayed: mine.length,
          wins: mine.filter((l) => l.decision === 'W').length,
          losses: mine.filter((l) => l.decision === 'L').length,
          otLosses: mine.filter((l) => l.decision === 'OTL').length,
          shutouts: mine.reduce((n, l) => n + l.shutout, 0),
          shotsAgainst: shots,
        });
        expect(row.savePercentage).toBeCloseTo(saves / shots, 4);
        expect(row.goalsAgainstAverage).toBeCloseTo(goalsAgainstAverage(against, toi), 2);
      }
      expect(career[part].totals.gamesPlayed).toBe(his.filter((l) => l.game_type === part).length);
    }
    const shots = his.filter((l) => l.game_type === 'regular').reduce((n, l) => n + l.shots_against, 0);
    const saves = his.filter((l) => l.game_type === 'regular').reduce((n, l) => n + l.saves, 0);
    // The career SV% weighs every shot, not each season's percentage alike.
    expect(career.regular.totals.savePercentage).toBeCloseTo(saves / shots, 4);
  });

  it('has empty parts and zero totals for a player who has not played', async () => {
    // Minor-leaguers and the prospects the rollover generated have never dressed.
    const rookie = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', years.league.id)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('player_game_stats as s')
              .select('s.game_id')
              .whereRef('s.player_id', '=', 'players.id'),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('goalie_game_stats as s')
              .select('s.game_id')
              .whereRef('s.player_id', '=', 'players.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const career = await careerOf(rookie.id);
    expect(career.regular.rows).toEqual([]);
    expect(career.playoff.rows).toEqual([]);
    expect(career.regular.totals).toMatchObject({ seasons: 0, gamesPlayed: 0 });
  });

  it('answers 404 for a player of another league, 400 for a malformed id and 401 to a visitor', async () => {
    const other = await createLeague(t, commissioner, { name: 'Elsewhere', mode: 'Custom', teamCount: 4 });
    const [someone] = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', years.league.id)
      .limit(1)
      .execute();
    const url = (leagueId: number | string, playerId: number | string) =>
      `/api/league/${leagueId}/player/${playerId}/career`;
    expect((await inject(viewer, 'GET', url(other.id, someone?.id ?? 0))).statusCode).toBe(404);
    expect((await inject(viewer, 'GET', url(years.league.id, 99_999_999))).statusCode).toBe(404);
    const malformed = await inject(viewer, 'GET', url(years.league.id, 'abc'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/playerId/);
    expect((await inject(null, 'GET', url(years.league.id, someone?.id ?? 0))).statusCode).toBe(401);
  });
});
