import { followAdvance } from './support/advances';
import { type LeagueClock, type PlayoffsResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the playoffs of a 4-team league on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** Four teams, the GM on the first, 12 regular-season games from tomorrow, short series. */
  async function scheduledLeague(settings: object) {
    const league = await createLeague(t, commissioner, {
      name: 'Cup Chase',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const gmSeat = await inject(
      commissioner,
      'PUT',
      `/api/league/${league.id}/team/${league.teams[0]?.id}/gm`,
      {
        username: gm.username,
      },
    );
    expect(gmSeat.statusCode, gmSeat.body).toBe(200);
    const saved = await inject(commissioner, 'PUT', `/api/league/${league.id}/playoffs/settings`, settings);
    expect(saved.statusCode, saved.body).toBe(200);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    return { league, today };
  }
  const playoffsOf = async (leagueId: number) => {
    const response = await inject(gm, 'GET', `/api/league/${leagueId}/playoffs`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayoffsResponse>();
  };
  const advance = async (leagueId: number, body: object) => {
    const response = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${leagueId}/advance`, body),
    );
    expect(response.statusCode, response.body).toBe(200);
  };
  const playoffGames = (leagueId: number) =>
    t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'status', 'result_type', 'home_team_id', 'away_team_id', 'game_date'])
      .where('league_id', '=', leagueId)
      .where('game_type', '=', 'playoff')
      .orderBy('start_at')
      .execute();

  it('starts by itself after a generated schedule, never after games made one by one', async () => {
    const { league } = await scheduledLeague({ autoStart: true });
    await advance(league.id, { to: 'regularSeasonEnd' });
    expect((await playoffsOf(league.id)).status).toBe('in-progress');

    const adHoc = await createLeague(t, commissioner, {
      name: 'Exhibitions',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const season = (await inject(commissioner, 'GET', `/api/league/${adHoc.id}/active-season`)).json();
    const tomorrow = addDays(dayInTimeZone(t.ctx.now(), 'America/New_York'), 1);
    for (const [home, away] of [
      [0, 1],
      [2, 3],
    ] as const) {
      const created = await inject(commissioner, 'POST', '/api/simulation/game/create', {
        seasonId: season.id,
        leagueId: adHoc.id,
        homeTeamId: adHoc.teams[home]?.id,
        awayTeamId: adHoc.teams[away]?.id,
        date: tomorrow,
        gameType: 'regular',
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    await advance(adHoc.id, { to: 'date', date: addDays(tomorrow, 1) });
    // Every game made so far is final, but more may be made: the commissioner starts these playoffs.
    expect((await playoffsOf(adHoc.id)).status).toBe('not-started');
  });

  it('starts once, when the commissioner asks after the last regular-season game, and says why not before', async () => {
    const { league } = await scheduledLeague({ teamCount: 4, seriesLengths: [3], autoStart: false });
    expect(await playoffsOf(league.id)).toEqual({
      seasonId: expect.any(Number),
      status: 'not-started',
      rounds: [],
      champion: null,
    });
    const early = await inject(commissioner, 'POST', `/api/league/${league.id}/playoffs/start`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('12 regular-season games are still to be played');
    expect((await inject(gm, 'POST', `/api/league/${league.id}/playoffs/start`)).statusCode).toBe(403);

    await advance(league.id, { to: 'regularSeasonEnd' });
    const clock = (await inject(gm, 'GET', `/api/league/${league.id}/clock`)).json<LeagueClock>();
    expect(clock).toMatchObject({ phase: 'regular', regularSeasonComplete: true });

    const starts = await Promise.all(
      [0, 1].map(() => inject(commissioner, 'POST', `/api/league/${league.id}/playoffs/start`)),
    );
    expect(starts.map((s) => s.statusCode).sort()).toEqual([200, 409]);
    expect(starts.find((s) => s.statusCode === 409)?.json().message).toContain('already started');
    const bracket = await playoffsOf(league.id);
    expect(bracket.status).toBe('in-progress');
    expect(bracket.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['Semifinal', 2],
      ['Final', 1],
    ]);
    const firstRound = bracket.rounds[0]?.series ?? [];
    const seeds = firstRound.map((s) => [s.highSeed?.seed, s.lowSeed?.seed]);
    expect(seeds).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(new Set(firstRound.flatMap((s) => [s.highSeed?.teamId, s.lowSeed?.teamId])).size).toBe(4);
    expect(firstRound.map((s) => s.feeds)).toEqual(['r2s1', 'r2s1']);
    // Every game a best-of-three could need, after the regular season, the better seed home in 1 and 3.
    const games = await playoffGames(league.id);
    expect(games).toHaveLength(6);
    for (const series of firstRound) {
      expect(series.gameIds).toHaveLength(3);
      const hosts = series.gameIds.map((id) => games.find((g) => g.id === id)?.home_team_id);
      const [high, low] = [series.highSeed?.teamId, series.lowSeed?.teamId];
      expect(hosts).toEqual([high, low, high]);
    }
    expect(games.every((g) => g.status === 'scheduled' && g.game_date > clock.date)).toBe(true);
    expect((await inject(gm, 'GET', `/api/league/${league.id}/clock`)).json().phase).toBe('playoffs');

    // A series decided elsewhere (another server process) never plays another game.
    const [decided, open] = firstRound;
    await t.ctx.database.db
      .updateTable('playoff_series')
      .set({ winner_team_id: decided?.highSeed?.teamId ?? null })
      .where('series_key', '=', decided?.id ?? '')
      .where('season_id', '=', bracket.seasonId)
      .execute();
    const firstDay = games[0]?.game_date ?? '';
    await advance(league.id, { to: 'date', date: firstDay });
    const left = await playoffGames(league.id);
    expect(left.filter((g) => decided?.gameIds.includes(g.id))).toEqual([]);
    const openGames = left.filter((g) => open?.gameIds.includes(g.id));
    expect(openGames.map((g) => g.status)).toEqual(['final', 'scheduled', 'scheduled']);
  });

  it('answers a bad setting or an unknown season with a reason, and keeps settings for the commissioner', async () => {
    const { league } = await scheduledLeague({ teamCount: 4, seriesLengths: [3] });
    const settingsUrl = `/api/league/${league.id}/playoffs/settings`;
    expect((await inject(gm, 'GET', settingsUrl)).json()).toEqual({
      teamCount: 4,
      seriesLengths: [3],
      autoStart: true,
    });
    expect((await inject(gm, 'PUT', settingsUrl, { teamCount: 4 })).statusCode).toBe(403);
    for (const body of [{ teamCount: 30 }, { seriesLengths: [4] }, { format: 'round-robin' }]) {
      const response = await inject(commissioner, 'PUT', settingsUrl, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/\w/);
    }
    expect((await inject(commissioner, 'PUT', settingsUrl, { teamCount: 30 })).json().message).toContain(
      'At most 24 teams',
    );
    expect((await inject(gm, 'GET', `/api/league/${league.id}/playoffs?seasonId=999999`)).statusCode).toBe(
      404,
    );
    expect((await inject(gm, 'GET', `/api/league/${league.id}/playoffs?seasonId=abc`)).statusCode).toBe(400);
    expect((await inject(null, 'GET', `/api/league/${league.id}/playoffs`)).statusCode).toBe(401);
    expect((await inject(gm, 'GET', '/api/league/999999/playoffs')).statusCode).toBe(404);
  });

  it('plays to a champion: no shootouts, no game after a series is decided, the phase ends once', async () => {
    const { league, today } = await scheduledLeague({ teamCount: 4, seriesLengths: [5, 7] });
    const gms = [gm, await signUp(t), await signUp(t), await signUp(t)];
    for (const [i, user] of gms.entries()) {
      if (i === 0) continue;
      const url = `/api/league/${league.id}/team/${league.teams[i]?.id}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: user.username })).statusCode).toBe(200);
    }
    await advance(league.id, { to: 'regularSeasonEnd' });
    // Started by itself with the last regular-season game.
    expect((await playoffsOf(league.id)).status).toBe('in-progress');
    await advance(league.id, { to: 'date', date: addDays(today, 80) });

    const bracket = await playoffsOf(league.id);
    expect(bracket.status).toBe('complete');
    const final = bracket.rounds[1]?.series[0];
    expect(final?.length).toBe(7);
    expect(bracket.champion?.teamId).toBe(final?.winnerTeamId);
    expect(bracket.champion?.name).toMatch(/\w/);
    const games = await playoffGames(league.id);
    for (const series of bracket.rounds.flatMap((r) => r.series)) {
      const needed = (series.length + 1) / 2;
      expect(Math.max(...series.wins)).toBe(needed);
      expect(series.gameIds).toHaveLength(series.wins[0] + series.wins[1]);
      const winner = series.wins[0] === needed ? series.highSeed : series.lowSeed;
      expect(series.winnerTeamId).toBe(winner?.teamId);
    }
    // Only the games the series needed exist, each final, none decided by a shootout.
    expect(games).toHaveLength(bracket.rounds.flatMap((r) => r.series).flatMap((s) => s.gameIds).length);
    expect(games.every((g) => g.status === 'final' && g.result_type !== 'SO')).toBe(true);
    expect((await inject(gm, 'GET', `/api/league/${league.id}/clock`)).json().phase).toBe('offseason');
    const again = await inject(commissioner, 'POST', `/api/league/${league.id}/playoffs/start`);
    expect(again.statusCode).toBe(409);

    // The Cup counts for the champion's GM on his dashboard, for no other GM.
    const cupsOf = async (user: TestUser) =>
      (await inject(user, 'GET', '/api/league/user'))
        .json<{ id: number; cups: number }[]>()
        .find((l) => l.id === league.id)?.cups;
    const champion = league.teams.findIndex((team) => team.id === bracket.champion?.teamId);
    expect(await Promise.all(gms.map(cupsOf))).toEqual(gms.map((_, i) => (i === champion ? 1 : 0)));
    expect(await cupsOf(commissioner)).toBe(0);
  });
});
