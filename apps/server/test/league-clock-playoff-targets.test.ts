import { followAdvance } from './support/advances';
import { type AdvanceResponse, type PlayoffsResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, createLeague, requestsAs } from './support/leagues';
import { expectPlayoffsStoredOnce } from './support/nhl-season';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)("the league clock's round and phase targets on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** A 4-team league with a 12-game schedule from tomorrow; its playoffs start by themselves unless told. */
  async function scheduledLeague(autoStart = true) {
    const league = await createLeague(t, commissioner, {
      name: 'Rounds',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const url = `/api/league/${league.id}`;
    expect((await inject(commissioner, 'PUT', `${url}/playoffs/settings`, { autoStart })).statusCode).toBe(
      200,
    );
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `${url}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const seasonId = await activeSeasonId(t, league.id);
    const advance = async (body: object, user = commissioner) =>
      followAdvance(t, await inject(user, 'POST', `${url}/advance`, body));
    const bracket = async () =>
      (await inject(commissioner, 'GET', `${url}/playoffs`)).json<PlayoffsResponse>();
    return { league, seasonId, advance, bracket };
  }
  const gamesOf = (seasonId: number, gameType: 'regular' | 'playoff') =>
    t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'status', 'game_date'])
      .where('season_id', '=', seasonId)
      .where('game_type', '=', gameType)
      .execute();

  it('refuses a playoff round outside the playoffs, naming the phase, and to anyone but the commissioner', async () => {
    const { advance, seasonId } = await scheduledLeague();
    expect((await advance({ to: 'round' }, gm)).statusCode).toBe(403);
    expect((await advance({ to: 'phase' }, gm)).statusCode).toBe(403);
    const preseason = await advance({ to: 'round' });
    expect(preseason.statusCode).toBe(409);
    expect(preseason.json().message).toMatch(/in its preseason, not the playoffs/);
    expect((await advance({ to: 'day' })).statusCode).toBe(200);
    const regular = await advance({ to: 'round' });
    expect(regular.statusCode).toBe(409);
    expect(regular.json().message).toMatch(/in its regular season, not the playoffs/);
    expect((await gamesOf(seasonId, 'playoff')).length).toBe(0);
  });

  it('plays the regular season to its end and stops where the playoffs begin by themselves', async () => {
    const { advance, seasonId, bracket } = await scheduledLeague();
    const response = await advance({ to: 'phase' });
    expect(response.statusCode, response.body).toBe(200);
    const ended = response.json<AdvanceResponse>();
    const regular = await gamesOf(seasonId, 'regular');
    expect(regular.every((g) => g.status === 'final')).toBe(true);
    expect(ended.played).toBe(regular.length);
    expect(ended.clock).toMatchObject({ phase: 'playoffs', regularSeasonComplete: true });
    expect(ended.clock.date).toBe(
      regular
        .map((g) => g.game_date)
        .sort()
        .at(-1),
    );
    expect(ended.phaseChanged).toEqual({ from: 'preseason', to: 'playoffs' });
    expect(ended.playoffs).toBeNull();
    // The playoffs are the next phase: scheduled, none of their games played.
    expect((await bracket()).status).toBe('in-progress');
    expect((await gamesOf(seasonId, 'playoff')).every((g) => g.status === 'scheduled')).toBe(true);
  });

  it('asks the commissioner to start the playoffs when the regular season is over and they wait for him', async () => {
    const { advance, league } = await scheduledLeague(false);
    expect((await advance({ to: 'regularSeasonEnd' })).statusCode).toBe(200);
    const waiting = await advance({ to: 'phase' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toContain(`POST /league/${league.id}/playoffs/start`);
  });

  it('plays the playoffs through the final once when two commissioner tabs ask at once', async () => {
    const { advance, seasonId, bracket } = await scheduledLeague();
    expect((await advance({ to: 'regularSeasonEnd' })).statusCode).toBe(200);
    const answers = await Promise.all([advance({ to: 'phase' }), advance({ to: 'phase' })]);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json<AdvanceResponse>());
    expect(played.length).toBeGreaterThan(0);

    const games = await expectPlayoffsStoredOnce(t, seasonId);
    expect(played.reduce((sum, r) => sum + r.played, 0)).toBe(games.length);
    const final = await bracket();
    expect(final.status).toBe('complete');
    const lastDay = (await gamesOf(seasonId, 'playoff'))
      .map((g) => g.game_date)
      .sort()
      .at(-1);
    for (const answer of played) {
      expect(answer.clock).toMatchObject({ phase: 'offseason', date: lastDay });
      expect(answer.playoffs?.champion).toEqual(final.champion);
      // Every round from the one it found under way through the final (a tab that came in late saw fewer).
      const names = final.rounds.map((r) => r.name);
      const completed = answer.playoffs?.roundsCompleted ?? [];
      expect(completed.at(-1)).toBe('Final');
      expect(completed).toEqual(names.slice(names.length - completed.length));
    }
    expect(played.filter((a) => a.phaseChanged !== null).map((a) => a.phaseChanged)).toEqual([
      { from: 'playoffs', to: 'offseason' },
    ]);
  });
});
