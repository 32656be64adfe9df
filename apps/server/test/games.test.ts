import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

interface GameTeams {
  homeTeamId: number;
  awayTeamId: number;
}

describe.each(DIALECTS)('schedules and games on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  let seasonId: number;

  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
    league = await createLeague(t, commissioner, {
      name: 'Six Pack',
      mode: 'Custom',
      importTeams: false,
      teamCount: 6,
    });
    await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${league.teams[0]?.id}/gm`, {
      username: gm.username,
    });
    seasonId = (await inject(commissioner, 'GET', `/api/league/${league.id}/active-season`)).json().id;
  });
  afterAll(() => t.close());

  describe('POST /api/league/{id}/schedule/generate', () => {
    it('is for the commissioner only', async () => {
      const body = { gamesPerTeam: 10, startDate: '2026-10-01', endDate: '2026-11-30' };
      expect(
        (await inject(null, 'POST', `/api/league/${league.id}/schedule/generate`, body)).statusCode,
      ).toBe(401);
      expect((await inject(gm, 'POST', `/api/league/${league.id}/schedule/generate`, body)).statusCode).toBe(
        403,
      );
    });

    it('refuses a count that cannot be balanced and a backwards date range', async () => {
      const odd = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 7,
        playPastGames: true,
        startDate: '2026-10-01',
        endDate: '2026-11-30',
      });
      expect(odd.statusCode).toBe(201); // 6 teams x 7 games pairs up
      await t.ctx.database.db.deleteFrom('games').where('league_id', '=', league.id).execute();
      const backwards = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 10,
        playPastGames: true,
        startDate: '2026-11-30',
        endDate: '2026-10-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toMatch(/end date/);
    });

    it('creates a balanced season, shown in the calendar; a second run is 409', async () => {
      const created = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 10,
        playPastGames: true,
        startDate: '2026-10-01',
        endDate: '2026-11-30',
      });
      expect(created.json()).toEqual({ created: 30 });
      const schedule = (await inject(gm, 'GET', `/api/league/${league.id}/schedule`)).json();
      expect(schedule.games).toHaveLength(30);
      expect(schedule.games[0]).toMatchObject({
        date: expect.stringMatching(/^2026-1\d-\d\d$/),
        home: expect.any(String),
      });
      const again = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
        gamesPerTeam: 10,
        playPastGames: true,
        startDate: '2026-10-01',
        endDate: '2026-11-30',
      });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('POST /api/simulation/game/create', () => {
    const game = () => ({
      seasonId,
      leagueId: league.id,
      homeTeamId: league.teams[1]?.id,
      awayTeamId: league.teams[2]?.id,
      date: '2027-01-15',
      gameType: 'regular',
    });

    it('schedules a game at 19:00 league time; a duplicate is 409', async () => {
      const created = await inject(commissioner, 'POST', '/api/simulation/game/create', game());
      expect(created.statusCode, created.body).toBe(201);
      const duplicate = await inject(commissioner, 'POST', '/api/simulation/game/create', game());
      expect(duplicate.statusCode).toBe(409);
      const stored = await t.ctx.database.db
        .selectFrom('games')
        .selectAll()
        .where('id', '=', created.json().gameId)
        .executeTakeFirstOrThrow();
      expect(stored.start_at).toBe('2027-01-16T00:00:00.000Z');
      expect(stored.game_date).toBe('2027-01-15');
    });

    it.each([
      [{ homeTeamId: 999999 }, /homeTeamId 999999 is not a team/],
      [{ awayTeamId: -1 }, /awayTeamId/],
      [{ date: '2027-02-30' }, /real date/],
      [{ date: 'tomorrow' }, /date/],
      [{ seasonId: 999999 }, /active season/],
    ])('rejects %j with 400', async (change, message) => {
      const response = await inject(commissioner, 'POST', '/api/simulation/game/create', {
        ...game(),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    });

    it('rejects a team playing itself, and anyone but the commissioner', async () => {
      const self = await inject(commissioner, 'POST', '/api/simulation/game/create', {
        ...game(),
        awayTeamId: game().homeTeamId,
      });
      expect(self.json().message).toBe('A team cannot play itself.');
      expect((await inject(gm, 'POST', '/api/simulation/game/create', game())).statusCode).toBe(403);
      expect((await inject(outsider, 'POST', '/api/simulation/game/create', game())).statusCode).toBe(403);
    });
  });

  describe('simulation', () => {
    it('simulates to a date in batches, storing results and stats rows once', async () => {
      const first = await inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, {
        until: '2026-10-20',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().remaining).toBe(0);
      const done = first.json().simulated;
      expect(done).toBeGreaterThan(0);
      const again = await inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, {
        until: '2026-10-20',
      });
      expect(again.json()).toEqual({ simulated: 0, remaining: 0 });

      const { db } = t.ctx.database;
      const finals = await db.selectFrom('games').selectAll().where('status', '=', 'final').execute();
      expect(finals).toHaveLength(done);
      for (const game of finals) {
        const teams = await db
          .selectFrom('team_game_stats')
          .selectAll()
          .where('game_id', '=', game.id)
          .execute();
        expect(teams).toHaveLength(2);
        const home = teams.find((row) => row.team_id === game.home_team_id);
        expect(home?.goals).toBe(game.home_score);
        const goalies = await db
          .selectFrom('goalie_game_stats')
          .selectAll()
          .where('game_id', '=', game.id)
          .execute();
        expect(goalies.filter((g) => g.decision === 'W')).toHaveLength(1);
        const skaters = await db
          .selectFrom('player_game_stats')
          .selectAll()
          .where('game_id', '=', game.id)
          .execute();
        expect(skaters).toHaveLength(36);
        if (game.result_type !== 'SO') {
          const homeGoals = skaters
            .filter((s) => s.team_id === game.home_team_id)
            .reduce((n, s) => n + s.goals, 0);
          expect(homeGoals).toBe(game.home_score);
        }
      }
      expect((await inject(gm, 'POST', `/api/simulation/league/${league.id}/simulate`, {})).statusCode).toBe(
        403,
      );
    });

    it("lists the GM's own games and every game for the commissioner", async () => {
      const mine = (await inject(gm, 'GET', `/api/simulation/league/${league.id}/user-games`)).json();
      const all = (
        await inject(commissioner, 'GET', `/api/simulation/league/${league.id}/user-games`)
      ).json();
      expect(all.length).toBe(31);
      expect(mine.length).toBe(10);
      const myTeam = league.teams[0]?.name;
      expect(mine.every((g: { home: string; away: string }) => g.home === myTeam || g.away === myTeam)).toBe(
        true,
      );
      const myFinals = mine.filter((g: { isSimulated: boolean }) => g.isSimulated).length;
      const summary = (await inject(gm, 'GET', '/api/league/user')).json()[0];
      expect(summary.myRecord.gamesPlayed).toBe(myFinals);
      expect(summary.myRecord.wins + summary.myRecord.losses + summary.myRecord.otLosses).toBe(myFinals);
      const final = all.find((g: { isSimulated: boolean }) => g.isSimulated);
      expect(final.score).toMatch(/^\d+ - \d+( \((OT|SO)\))?$/);
      expect(final.simulationData).toBeNull();
      const unplayed = all.find((g: { isSimulated: boolean }) => !g.isSimulated);
      expect(unplayed).toMatchObject({ homeScore: null, awayScore: null, decidedIn: null, score: null });

      const leagueGames = (await inject(gm, 'GET', `/api/simulation/league/${league.id}/games`)).json();
      expect(leagueGames).toHaveLength(31);
      const otherTeam = league.teams[3]?.id;
      const teamGames = (
        await inject(gm, 'GET', `/api/simulation/league/${league.id}/games?teamId=${otherTeam}`)
      ).json();
      expect(teamGames.length).toBeGreaterThan(0);
      expect(
        teamGames.every((g: GameTeams) => g.homeTeamId === otherTeam || g.awayTeamId === otherTeam),
      ).toBe(true);
      expect(
        (await inject(gm, 'GET', `/api/simulation/league/${league.id}/games?teamId=abc`)).statusCode,
      ).toBe(400);

      const game = (await inject(gm, 'GET', `/api/simulation/game/${final.gameId}`)).json();
      expect(game.simulationData.events.length).toBeGreaterThan(200);
      expect(game.simulationData.finalScore).toContain(game.home);
      // The viewer dates the game in its league's zone, as Game Center does, not the browser's.
      const { time_zone: zone } = await t.ctx.database.db
        .selectFrom('leagues')
        .select('time_zone')
        .where('id', '=', league.id)
        .executeTakeFirstOrThrow();
      expect(game.timeZone).toBe(zone);
      expect((await inject(gm, 'GET', '/api/simulation/game/999999')).statusCode).toBe(404);
    });

    it('gives every played game its result as data, the same in each list and in the game itself', async () => {
      const words = { REG: 'regulation', OT: 'overtime', SO: 'shootout' } as const;
      const { db } = t.ctx.database;
      const finals = await db.selectFrom('games').selectAll().where('status', '=', 'final').execute();
      const lists = [
        (await inject(commissioner, 'GET', `/api/simulation/league/${league.id}/user-games`)).json(),
        (await inject(gm, 'GET', `/api/simulation/league/${league.id}/games`)).json(),
        (await inject(gm, 'GET', `/api/league/${league.id}/schedule`)).json().games,
      ];
      const decided = new Set<string>();
      for (const row of finals) {
        const result = {
          homeScore: row.home_score,
          awayScore: row.away_score,
          decidedIn: words[row.result_type ?? 'REG'],
        };
        decided.add(result.decidedIn);
        for (const list of lists)
          expect(list.find((g: { gameId: number }) => g.gameId === row.id)).toMatchObject(result);
      }
      const [first] = finals;
      const game = (await inject(gm, 'GET', `/api/simulation/game/${first?.id}`)).json();
      const data = game.simulationData;
      expect(game).toMatchObject({
        homeScore: data.homeScore,
        awayScore: data.awayScore,
        decidedIn: words[data.decidedIn as 'REG'],
      });
      expect(decided.size).toBeGreaterThan(0);
    });

    it("shows a commissioner who is also a GM only their team's games in user-games", async () => {
      const team = league.teams[1];
      const assigned = await inject(commissioner, 'PUT', `/api/league/${league.id}/team/${team?.id}/gm`, {
        username: commissioner.username,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const mine = (
        await inject(commissioner, 'GET', `/api/simulation/league/${league.id}/user-games`)
      ).json();
      const teamGames = (
        await inject(commissioner, 'GET', `/api/simulation/league/${league.id}/games?teamId=${team?.id}`)
      ).json();
      expect(mine.length).toBeGreaterThan(0);
      expect(mine).toEqual(teamGames);
      expect(mine.every((g: GameTeams) => g.homeTeamId === team?.id || g.awayTeamId === team?.id)).toBe(true);
    });
  });
});
