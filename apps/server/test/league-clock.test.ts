import { followAdvance } from './support/advances';
import { type AdvanceResponse, type LeagueClock, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('the league clock on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** Moves the app's clock on; the sessions, now expired, sign in again. */
  async function passDays(days: number) {
    t.advance(days * DAY_MS);
    for (const user of [commissioner, gm])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  async function newLeague(): Promise<LeagueSummaryForTest> {
    return createLeague(t, commissioner, {
      name: 'Clockwork',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
  }
  const clockOf = async (leagueId: number, user: TestUser = commissioner) =>
    (await inject(user, 'GET', `/api/league/${leagueId}/clock`)).json<LeagueClock>();
  const advance = async (leagueId: number, body: object, user: TestUser = commissioner) =>
    await followAdvance(t, await inject(user, 'POST', `/api/league/${leagueId}/advance`, body));
  /** A 4-team league whose 12 games start on the league day after today; its playoffs wait to be started. */
  async function scheduledLeague() {
    const league = await newLeague();
    const manualStart = await inject(commissioner, 'PUT', `/api/league/${league.id}/playoffs/settings`, {
      autoStart: false,
    });
    expect(manualStart.statusCode, manualStart.body).toBe(200);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    return { league, today };
  }
  const gamesOf = (leagueId: number) =>
    t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'game_date', 'status', 'home_team_id', 'away_team_id'])
      .where('league_id', '=', leagueId)
      .orderBy('start_at')
      .execute();

  it("follows the wall clock in the league's time zone, for any signed-in viewer", async () => {
    const league = await newLeague();
    const clock = await clockOf(league.id, gm);
    expect(clock).toMatchObject({
      timeZone: 'America/New_York',
      phase: 'preseason',
      regularSeasonComplete: false,
    });
    expect(clock.date).toBe(dayInTimeZone(t.ctx.now(), 'America/New_York'));
    await passDays(2);
    expect((await clockOf(league.id, gm)).date).toBe(addDays(clock.date, 2));
    expect((await inject(null, 'GET', `/api/league/${league.id}/clock`)).statusCode).toBe(401);
    expect((await inject(gm, 'GET', '/api/league/999999/clock')).statusCode).toBe(404);
  });

  it('is advanced by the commissioner only, with a target it understands', async () => {
    const { league, today } = await scheduledLeague();
    expect((await advance(league.id, { to: 'day' }, gm)).statusCode).toBe(403);
    for (const body of [{ to: 'month' }, {}, { to: 'date' }, { to: 'day', date: '2026-12-01' }]) {
      const response = await advance(league.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/to|date/);
    }
    const backwards = await advance(league.id, { to: 'date', date: addDays(today, -1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain(`already on ${today}`);
    expect((await gamesOf(league.id)).every((g) => g.status === 'scheduled')).toBe(true);
  });

  it('plays the games of each day, week and date it moves through, and no later ones', async () => {
    const { league, today } = await scheduledLeague();
    const expectPlayedThrough = async (day: string) => {
      const games = await gamesOf(league.id);
      for (const game of games)
        expect(game.status, game.game_date).toBe(game.game_date <= day ? 'final' : 'scheduled');
      return games.filter((g) => g.game_date <= day).length;
    };

    const day = (await advance(league.id, { to: 'day' })).json<AdvanceResponse>();
    expect(day.clock).toMatchObject({ date: addDays(today, 1), phase: 'regular' });
    expect(day.phaseChanged).toEqual({ from: 'preseason', to: 'regular' });
    expect(day.played).toBe(await expectPlayedThrough(addDays(today, 1)));
    expect(day.played).toBeGreaterThan(0);

    const week = (await advance(league.id, { to: 'week' })).json<AdvanceResponse>();
    expect(week.clock.date).toBe(addDays(today, 8));
    expect(week.phaseChanged).toBeNull();
    expect(day.played + week.played).toBe(await expectPlayedThrough(addDays(today, 8)));

    const date = (await advance(league.id, { to: 'date', date: addDays(today, 10) })).json<AdvanceResponse>();
    expect(date.clock.date).toBe(addDays(today, 10));
    await expectPlayedThrough(addDays(today, 10));
    expect((await clockOf(league.id, gm)).date).toBe(addDays(today, 10));

    const end = (await advance(league.id, { to: 'regularSeasonEnd' })).json<AdvanceResponse>();
    const games = await gamesOf(league.id);
    expect(games.every((g) => g.status === 'final')).toBe(true);
    expect(end.clock).toMatchObject({ phase: 'regular', regularSeasonComplete: true });
    expect(end.clock.date).toBe(games.at(-1)?.game_date);
    expect(day.played + week.played + date.played + end.played).toBe(12);
  });

  it('lets the wall clock catch up with a league simulated ahead', async () => {
    const { league, today } = await scheduledLeague();
    await advance(league.id, { to: 'date', date: addDays(today, 3) });
    await passDays(5);
    expect((await clockOf(league.id)).date).toBe(addDays(today, 5));
  });

  it("moves the clock with the commissioner's batch simulation once a day's games are all played", async () => {
    const { league, today } = await scheduledLeague();
    const simulate = (until?: string) =>
      inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, until ? { until } : {});
    expect((await simulate(addDays(today, 4))).json()).toMatchObject({ remaining: 0 });
    expect(await clockOf(league.id)).toMatchObject({ date: addDays(today, 4), phase: 'regular' });
    expect((await simulate()).json()).toMatchObject({ remaining: 0 });
    const games = await gamesOf(league.id);
    expect(await clockOf(league.id)).toMatchObject({
      date: games.at(-1)?.game_date,
      regularSeasonComplete: true,
    });
  });

  it('refuses to advance to the end of a regular season that has no games', async () => {
    const league = await newLeague();
    const response = await advance(league.id, { to: 'regularSeasonEnd' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no regular-season games/);
  });

  it('changes the phase once when two advances race, and plays each game once', async () => {
    const { league, today } = await scheduledLeague();
    const body = { to: 'date', date: addDays(today, 2) };
    // One advance per league at a time: the second asked while the first runs is refused, naming it.
    const answers = await Promise.all([advance(league.id, body), advance(league.id, body)]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json().message).toMatch(/already advancing to \d{4}-\d{2}-\d{2}/);
    const results = answers.filter((a) => a.statusCode === 200).map((a) => a.json<AdvanceResponse>());
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((r) => r.phaseChanged).filter((c) => c !== null)).toEqual([
      { from: 'preseason', to: 'regular' },
    ]);
    for (const result of results)
      expect(result.clock).toMatchObject({ phase: 'regular', date: addDays(today, 2) });
    const played = (await gamesOf(league.id)).filter((g) => g.game_date <= addDays(today, 2));
    expect(results.reduce((sum, r) => sum + r.played, 0)).toBe(played.length);
    expect(played.every((g) => g.status === 'final')).toBe(true);
    const stats = await t.ctx.database.db
      .selectFrom('team_game_stats')
      .select('game_id')
      .where(
        'game_id',
        'in',
        played.map((g) => g.id),
      )
      .execute();
    expect(stats).toHaveLength(played.length * 2);
  });

  it('moves each racing day-advance on from the day it read, never skipping a game', async () => {
    const { league, today } = await scheduledLeague();
    const answers = await Promise.all([advance(league.id, { to: 'day' }), advance(league.id, { to: 'day' })]);
    const results = answers.filter((a) => a.statusCode === 200).map((a) => a.json<AdvanceResponse>());
    expect(results.length).toBeGreaterThan(0);
    const reached = (await clockOf(league.id)).date;
    expect([addDays(today, 1), addDays(today, 2)]).toContain(reached);
    const games = await gamesOf(league.id);
    for (const game of games) expect(game.status).toBe(game.game_date <= reached ? 'final' : 'scheduled');
    expect(results.reduce((sum, r) => sum + r.played, 0)).toBe(
      games.filter((g) => g.status === 'final').length,
    );
  });
});
