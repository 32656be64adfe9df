import { followAdvance } from './support/advances';
import {
  type GameListItem,
  type RolloverResponse,
  type ScheduleResponse,
  addDays,
  dayInTimeZone,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, leagueWithGms, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// A league that lives for years: the schedule and the Game Center's lists read one season, the
// current one by default and a finished one by ?seasonId=.
describe.each(DIALECTS)("a season's games after the rollover on %s", (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let leagueId: number;
  let gmTeamId: number;
  let oldSeasonId: number;
  let newSeasonId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  /** A Game Center list of the league: /games or /user-games. */
  const league = (path: string) => `/api/simulation/league/${leagueId}${path}`;

  const gameIdsOf = async (seasonId: number, teamId?: number) => {
    let query = t.ctx.database.db
      .selectFrom('games')
      .select('id')
      .where('season_id', '=', seasonId)
      .orderBy('id');
    if (teamId !== undefined)
      query = query.where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]));
    return (await query.execute()).map((row) => row.id);
  };
  const sortedIds = (games: { gameId: number }[]) => games.map((g) => g.gameId).sort((a, b) => a - b);

  /** A 4-team league with a GM that played a season to its champion and rolled over to the next. */
  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
    const league = await leagueWithGms(t, commissioner, 'Seasons Browsed', [gm]);
    leagueId = league.id;
    gmTeamId = league.teams[0]?.id ?? 0;
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const post = async (url: string, payload?: object) => {
      const response = await followAdvance(t, await inject(commissioner, 'POST', url, payload));
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response;
    };
    await post(`/api/league/${leagueId}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    await post(`/api/league/${leagueId}/advance`, { to: 'regularSeasonEnd' });
    const offseason = await post(`/api/league/${leagueId}/advance`, {
      to: 'date',
      date: addDays(today, 120),
    });
    expect(offseason.json().clock.phase).toBe('offseason');
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .select('id')
      .where('league_id', '=', leagueId)
      .executeTakeFirstOrThrow();
    oldSeasonId = season.id;
    const rollover = await post(`/api/league/${leagueId}/season/next`);
    newSeasonId = rollover.json<RolloverResponse>().season.id;
  });
  afterAll(() => t.close());

  it("GET /schedule lists the current season's games by default and last season's by ?seasonId=", async () => {
    const current = await inject(gm, 'GET', `/api/league/${leagueId}/schedule`);
    expect(current.statusCode, current.body).toBe(200);
    const schedule = current.json<ScheduleResponse>();
    expect(schedule.seasonId).toBe(newSeasonId);
    expect(schedule.games.length).toBeGreaterThan(0);
    expect(sortedIds(schedule.games)).toEqual(await gameIdsOf(newSeasonId));
    expect(schedule.games.every((g) => !g.isSimulated)).toBe(true);

    const last = await inject(gm, 'GET', `/api/league/${leagueId}/schedule?seasonId=${oldSeasonId}`);
    expect(last.statusCode, last.body).toBe(200);
    const lastSchedule = last.json<ScheduleResponse>();
    expect(lastSchedule.seasonId).toBe(oldSeasonId);
    expect(sortedIds(lastSchedule.games)).toEqual(await gameIdsOf(oldSeasonId));
    expect(lastSchedule.games.every((g) => g.isSimulated && g.homeScore !== null)).toBe(true);
  });

  it("GET /games lists a season's games, and one team's of that season with ?teamId=", async () => {
    const current = await inject(gm, 'GET', `/api/simulation/league/${leagueId}/games`);
    expect(current.statusCode, current.body).toBe(200);
    expect(sortedIds(current.json<GameListItem[]>())).toEqual(await gameIdsOf(newSeasonId));

    const last = await inject(gm, 'GET', `/api/simulation/league/${leagueId}/games?seasonId=${oldSeasonId}`);
    expect(last.statusCode, last.body).toBe(200);
    const lastGames = last.json<GameListItem[]>();
    expect(sortedIds(lastGames)).toEqual(await gameIdsOf(oldSeasonId));
    expect(lastGames.every((g) => g.isSimulated)).toBe(true);

    const teamGames = await inject(gm, 'GET', league(`/games?seasonId=${oldSeasonId}&teamId=${gmTeamId}`));
    expect(teamGames.statusCode, teamGames.body).toBe(200);
    const ids = sortedIds(teamGames.json<GameListItem[]>());
    expect(ids).toEqual(await gameIdsOf(oldSeasonId, gmTeamId));
    expect(ids.length).toBeLessThan(lastGames.length);
  });

  it("GET /user-games: a GM's team's games of the chosen season; every game for a commissioner without a team", async () => {
    const current = await inject(gm, 'GET', league('/user-games'));
    expect(current.statusCode, current.body).toBe(200);
    expect(sortedIds(current.json<GameListItem[]>())).toEqual(await gameIdsOf(newSeasonId, gmTeamId));

    const last = await inject(gm, 'GET', league(`/user-games?seasonId=${oldSeasonId}`));
    expect(last.statusCode, last.body).toBe(200);
    const lastGames = last.json<GameListItem[]>();
    expect(sortedIds(lastGames)).toEqual(await gameIdsOf(oldSeasonId, gmTeamId));
    expect(lastGames.every((g) => g.isSimulated)).toBe(true);

    const all = await inject(commissioner, 'GET', league(`/user-games?seasonId=${oldSeasonId}`));
    expect(sortedIds(all.json<GameListItem[]>())).toEqual(await gameIdsOf(oldSeasonId));
  });

  it("answers 404 for an unknown season or another league's, 400 for a malformed id, 401 to a visitor", async () => {
    const other = await createLeague(t, commissioner, { name: 'Elsewhere' });
    const elsewhere = await t.ctx.database.db
      .selectFrom('seasons')
      .select('id')
      .where('league_id', '=', other.id)
      .executeTakeFirstOrThrow();
    // Each list, and one with another filter beside the season.
    const lists = [
      `/api/league/${leagueId}/schedule?`,
      `${league('/games')}?`,
      `${league('/games')}?teamId=${gmTeamId}&`,
      `${league('/user-games')}?`,
    ];
    for (const list of lists) {
      for (const seasonId of [999_999, elsewhere.id]) {
        const response = await inject(gm, 'GET', `${list}seasonId=${seasonId}`);
        expect(response.statusCode, `${list} ${seasonId}`).toBe(404);
        expect(response.json().message).toBe(`Season ${seasonId} is not a season of this league.`);
      }
      const malformed = await inject(gm, 'GET', `${list}seasonId=abc`);
      expect(malformed.statusCode, list).toBe(400);
      expect(malformed.json().message).toMatch(/seasonId/);
      expect((await inject(null, 'GET', `${list}seasonId=${oldSeasonId}`)).statusCode).toBe(401);
    }
    const unknownLeague = await inject(gm, 'GET', `/api/league/999999/schedule?seasonId=${oldSeasonId}`);
    expect(unknownLeague.statusCode).toBe(404);
  });
});
