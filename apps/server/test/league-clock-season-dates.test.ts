import type { LeagueClock } from '@rinkside/domain';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMigrations, migrateToLatest } from '../src/db/migrate';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("a season's dates and a team's league days on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  async function leagueWithSeason() {
    const league = await createLeague(t, commissioner, {
      name: 'Calendar',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const season = await inject(commissioner, 'GET', `/api/league/${league.id}/active-season`);
    return { league, seasonId: season.json<{ id: number }>().id };
  }
  const setDates = (leagueId: number, body: object, user: TestUser = commissioner) =>
    inject(user, 'PUT', `/api/league/${leagueId}/season/dates`, body);
  const generate = (leagueId: number, startDate: string, endDate: string) =>
    inject(commissioner, 'POST', `/api/league/${leagueId}/schedule/generate`, {
      gamesPerTeam: 6,
      playPastGames: true,
      startDate,
      endDate,
    });
  const createGame = (
    league: LeagueSummaryForTest,
    seasonId: number,
    home: number,
    away: number,
    date: string,
  ) =>
    inject(commissioner, 'POST', '/api/simulation/game/create', {
      seasonId,
      leagueId: league.id,
      homeTeamId: league.teams[home]?.id,
      awayTeamId: league.teams[away]?.id,
      date,
    });

  it('takes season dates from the commissioner only, start before end', async () => {
    const { league } = await leagueWithSeason();
    const dates = { startDate: '2026-10-01', endDate: '2027-06-30' };
    expect((await setDates(league.id, dates, gm)).statusCode).toBe(403);
    const backwards = await setDates(league.id, { startDate: '2027-06-30', endDate: '2026-10-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toMatch(/end date must be on or after the start date/);
    const set = await setDates(league.id, dates);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<LeagueClock>()).toMatchObject({
      seasonStartDate: '2026-10-01',
      seasonEndDate: '2027-06-30',
    });
  });

  it('refuses a schedule outside the season with 400 naming the allowed days', async () => {
    const { league } = await leagueWithSeason();
    await setDates(league.id, { startDate: '2026-10-01', endDate: '2027-04-30' });
    for (const [start, end, outside] of [
      ['2026-09-20', '2026-12-31', '2026-09-20'],
      ['2026-10-05', '2027-05-15', '2027-05-15'],
    ] as const) {
      const response = await generate(league.id, start, end);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        new RegExp(
          `^${outside} is outside the .+ season: its games must be from 2026-10-01 to 2027-04-30\\.$`,
        ),
      );
    }
    expect((await generate(league.id, '2026-10-05', '2027-04-10')).statusCode).toBe(201);
  });

  it('opens a season on the first day of its generated schedule and refuses games before it', async () => {
    const { league, seasonId } = await leagueWithSeason();
    expect((await generate(league.id, '2026-10-07', '2026-12-31')).statusCode).toBe(201);
    const clock = (await inject(gm, 'GET', `/api/league/${league.id}/clock`)).json<LeagueClock>();
    expect(clock).toMatchObject({ seasonStartDate: '2026-10-07', seasonEndDate: null });
    const early = await createGame(league, seasonId, 0, 1, '2026-10-06');
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(
      /^2026-10-06 is outside the .* season: its games must be on or after 2026-10-07\.$/,
    );
    const moved = await setDates(league.id, { startDate: '2026-10-10', endDate: null });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/games are not on or after 2026-10-10/);
  });

  it('refuses a game past the season end, and a team booked twice on one league day with 409', async () => {
    const { league, seasonId } = await leagueWithSeason();
    await setDates(league.id, { startDate: '2026-10-01', endDate: '2027-06-30' });
    const late = await createGame(league, seasonId, 0, 1, '2027-07-01');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toContain('from 2026-10-01 to 2027-06-30');

    expect((await createGame(league, seasonId, 0, 1, '2026-11-03')).statusCode).toBe(201);
    const sameTeam = await createGame(league, seasonId, 2, 0, '2026-11-03');
    expect(sameTeam.statusCode).toBe(409);
    expect(sameTeam.json().message).toBe(
      `${league.teams[0]?.name} already plays on 2026-11-03: a team plays once a league day.`,
    );
    // 23:30 in New York on the 3rd is the 4th in UTC: still the same league day.
    const lateEvening = await createGame(league, seasonId, 3, 1, '2026-11-03T23:30:00-05:00');
    expect(lateEvening.statusCode).toBe(409);
    expect(lateEvening.json().message).toContain(`${league.teams[1]?.name} already plays on 2026-11-03`);
    expect((await createGame(league, seasonId, 2, 3, '2026-11-03')).statusCode).toBe(201);
    const count = await t.ctx.database.db
      .selectFrom('games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', league.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('books one team once when two requests race for the same day', async () => {
    const { league, seasonId } = await leagueWithSeason();
    const answers = await Promise.all([
      createGame(league, seasonId, 0, 1, '2026-12-05'),
      createGame(league, seasonId, 2, 0, '2026-12-05'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().message).toMatch(/already plays on 2026-12-05/);
  });

  it('generates a schedule with every team at most once a league day', async () => {
    const { league } = await leagueWithSeason();
    expect((await generate(league.id, '2026-10-07', '2026-10-31')).statusCode).toBe(201);
    const games = await t.ctx.database.db
      .selectFrom('games')
      .select(['game_date', 'home_team_id', 'away_team_id'])
      .where('league_id', '=', league.id)
      .execute();
    const days = games.flatMap((g) => [
      `${g.home_team_id}@${g.game_date}`,
      `${g.away_team_id}@${g.game_date}`,
    ]);
    expect(new Set(days).size).toBe(days.length);
  });
});

describe.each(DIALECTS)('migration 0007 on %s', (dialect) => {
  it('puts running seasons in their regular season, opening on their first game day', async () => {
    const t = await createTestApp(dialect);
    try {
      const user = await signUp(t);
      const league = await createLeague(t, user, {
        name: 'Before',
        mode: 'Custom',
        importTeams: false,
        teamCount: 4,
      });
      const generated = await requestsAs(t)(user, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 4,
        playPastGames: true,
        startDate: '2026-10-09',
        endDate: '2026-10-31',
      });
      expect(generated.statusCode).toBe(201);
      const migrator = new Migrator({
        db: t.ctx.database.db,
        provider: { getMigrations: async () => allMigrations(t.ctx.database.kind) },
      });
      expect((await migrator.migrateTo('0006-compact-game-records')).error).toBeUndefined();
      await migrateToLatest(t.ctx.database);
      const season = await t.ctx.database.db
        .selectFrom('seasons')
        .select(['phase', 'start_date', 'end_date'])
        .where('league_id', '=', league.id)
        .executeTakeFirstOrThrow();
      const first = await t.ctx.database.db
        .selectFrom('games')
        .select((eb) => eb.fn.min('game_date').as('day'))
        .where('league_id', '=', league.id)
        .executeTakeFirstOrThrow();
      expect(season).toEqual({ phase: 'regular', start_date: first.day, end_date: null });
    } finally {
      await t.close();
    }
  });
});
