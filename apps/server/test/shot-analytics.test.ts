import type {
  GoalieStats,
  SeasonShot,
  ShotMetrics,
  SkaterStats,
  TeamSide,
  TeamStats,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { as, createLeague, type LeagueSummaryForTest } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import {
  NO_GOALIE,
  NO_SITUATIONS,
  NO_SKATER,
  type ToldGame,
  attemptsOfSide,
  milli,
  seasonShotOf,
  seasonSums,
  shooterOf,
  xgOf,
} from './support/shot-analytics';
import { createTestApp, type TestApp } from './support/test-app';

const SEASON_TYPES = ['regular', 'playoff'] as const;
const PAIRS = [
  ['cf', 'ca'],
  ['ff', 'fa'],
  ['sf', 'sa'],
  ['gf', 'ga'],
  ['xgf', 'xga'],
] as const;

describe.each(DIALECTS)('Corsi, Fenwick and expected goals on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let season: SeasonInPlay;
  let elsewhere: LeagueSummaryForTest;
  const games: ToldGame[] = [];

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: as(commissioner) });
  const leagueUrl = (path: string) => `/api/league/${season.league.id}/${path}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    season = await seasonInPlay(t, commissioner);
    await season.simulate();
    for (const gameType of SEASON_TYPES) {
      for (const id of (await season.finalGameIds(gameType)).sort((a, b) => a - b)) {
        const response = await get(`/api/simulation/game/${id}`);
        expect(response.statusCode, response.body).toBe(200);
        const { homeTeamId, awayTeamId, simulationData } = response.json();
        games.push({ id, gameType, homeTeamId, awayTeamId, data: simulationData });
      }
    }
    expect(games.some((g) => g.gameType === 'playoff')).toBe(true);
    elsewhere = await createLeague(t, commissioner, {
      name: 'Elsewhere',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
  });
  afterAll(() => t.close());

  it("tells each box score's Corsi, Fenwick, shots, goals and expected goals as its events add them up", () => {
    for (const { data } of games) {
      const { teams, skaters, goalies } = data.analytics;
      for (const [side, key, other] of [
        ['home', 'teamA', 'away'],
        ['away', 'teamB', 'home'],
      ] as const) {
        const own = attemptsOfSide(data.events, side);
        const unblocked = own.filter((e) => e.type !== 'BLOCKED_SHOT');
        const xgf = own.reduce((sum, e) => sum + milli(xgOf(e)), 0) / 1000;
        expect(teams[side].all).toMatchObject({
          cf: own.length,
          ff: unblocked.length,
          sf: own.filter((e) => e.type === 'SHOT' || e.type === 'GOAL').length,
          gf: own.filter((e) => e.type === 'GOAL').length,
          xgf,
        });
        expect(teams[side].all.sf).toBe(data.statistics[key].shots);
        for (const [f, a] of PAIRS) {
          expect(teams[side].all[a]).toBe(teams[other].all[f]);
          expect(teams[side].fiveOnFive[a]).toBe(teams[other].fiveOnFive[f]);
        }
        for (const [metric, value] of Object.entries(teams[side].fiveOnFive))
          expect(value).toBeLessThanOrEqual(teams[side].all[metric as keyof ShotMetrics]);

        // Every attempt is one of the team's skaters'; at 5-on-5 five of them are on the ice for it.
        const lines = Object.keys(data.playerStats[key]).map((id) => skaters[id] ?? NO_SKATER);
        const total = (pick: (s: (typeof lines)[number]) => number) =>
          lines.reduce((sum, s) => sum + milli(pick(s)), 0) / 1000;
        expect(total((s) => s.icf)).toBe(own.length);
        expect(total((s) => s.iff)).toBe(unblocked.length);
        expect(total((s) => s.ixg)).toBe(xgf);
        expect(total((s) => s.fiveOnFive.cf)).toBe(5 * teams[side].fiveOnFive.cf);
        expect(total((s) => s.fiveOnFive.ca)).toBe(5 * teams[side].fiveOnFive.ca);
        expect(total((s) => s.all.cf)).toBeLessThanOrEqual(6 * teams[side].all.cf);

        // The goalies faced the other team's unblocked attempts but those at an empty net.
        const inNet = Object.keys(data.goalieStats[key]).map((id) => goalies[id] ?? NO_GOALIE);
        const emptyNet = attemptsOfSide(data.events, other).filter(
          (e) => (e.type === 'GOAL' || e.type === 'MISSED_SHOT') && e.emptyNet,
        );
        const faced = inNet.reduce((sum, g) => sum + g.fa, 0);
        expect(faced).toBeLessThanOrEqual(teams[side].all.fa - emptyNet.length);
        expect(inNet.reduce((sum, g) => sum + g.ga, 0)).toBe(
          teams[side].all.ga - emptyNet.filter((e) => e.type === 'GOAL').length,
        );
      }
    }
    expect(games.every((g) => g.data.analytics.teams.home.all.cf > 0)).toBe(true);
    expect(games.every((g) => g.data.analytics.teams.home.all.xgf > 0)).toBe(true);
  });

  it('sums the season shot metrics of teams, skaters and goalies over the box scores, playoffs apart', async () => {
    for (const seasonType of SEASON_TYPES) {
      const sums = seasonSums(games.filter((g) => g.gameType === seasonType));
      const { teamStats } = (await get(leagueUrl(`team-stats?seasonType=${seasonType}`))).json() as {
        teamStats: TeamStats[];
      };
      for (const team of teamStats)
        expect(team.shotMetrics, `team ${team.teamId}`).toEqual(sums.teams.get(team.teamId) ?? NO_SITUATIONS);

      const stats = (await get(leagueUrl(`stats?seasonType=${seasonType}`))).json() as {
        playerStats: SkaterStats[];
        goalieStats: GoalieStats[];
      };
      expect(stats.playerStats).toHaveLength(sums.skaters.size);
      for (const line of stats.playerStats)
        expect(line.shotMetrics, `skater ${line.playerId}`).toEqual(sums.skaters.get(String(line.playerId)));
      expect(stats.goalieStats).toHaveLength(sums.goalies.size);
      for (const line of stats.goalieStats)
        expect(line.shotMetrics, `goalie ${line.playerId}`).toEqual(sums.goalies.get(String(line.playerId)));

      const goalie = stats.goalieStats[0];
      const alone = (
        await get(leagueUrl(`player/${goalie?.playerId}/stats?seasonType=${seasonType}`))
      ).json();
      expect(alone.goalie.shotMetrics).toEqual(goalie?.shotMetrics);
    }
  });

  /** The located attempts of the season part, in order of play, whose side `pick` chooses. */
  function expectedShots(
    seasonType: string,
    pick: (game: ToldGame) => TeamSide | null,
    shooter?: number,
  ): SeasonShot[] {
    return games
      .filter((g) => g.gameType === seasonType)
      .flatMap((game) => {
        const side = pick(game);
        if (!side) return [];
        return attemptsOfSide(game.data.events, side)
          .filter((e) => shooter === undefined || shooterOf(e) === shooter)
          .map(seasonShotOf)
          .filter((shot): shot is SeasonShot => shot !== null);
      });
  }

  it("answers a team's, its opponents' and a player's located attempts of the season, one row each", async () => {
    const attempts = games.flatMap((g) =>
      (['home', 'away'] as const).flatMap((side) => attemptsOfSide(g.data.events, side)),
    );
    const placed = attempts.filter((e) => seasonShotOf(e) !== null).length;
    // The engine places every attempt.
    expect(placed).toBe(attempts.length);

    for (const seasonType of SEASON_TYPES) {
      for (const team of season.league.teams) {
        const sideOf = (g: ToldGame, own: boolean): TeamSide | null =>
          g.homeTeamId === team.id
            ? own
              ? 'home'
              : 'away'
            : g.awayTeamId === team.id
              ? own
                ? 'away'
                : 'home'
              : null;
        const played = games.filter((g) => g.gameType === seasonType && sideOf(g, true) !== null).length;
        const mine = await get(leagueUrl(`team/${team.id}/shots?seasonType=${seasonType}`));
        expect(mine.statusCode, mine.body).toBe(200);
        expect(mine.json()).toEqual({
          seasonId: season.seasonId,
          seasonType,
          gamesPlayed: played,
          shots: expectedShots(seasonType, (g) => sideOf(g, true)),
        });
        const allowed = (
          await get(leagueUrl(`team/${team.id}/shots?against=true&seasonType=${seasonType}`))
        ).json();
        expect(allowed.shots).toEqual(expectedShots(seasonType, (g) => sideOf(g, false)));
      }
    }

    const { playerStats } = (await get(leagueUrl('stats'))).json() as { playerStats: SkaterStats[] };
    const shooter = [...playerStats].sort((a, b) => (b.shotMetrics?.icf ?? 0) - (a.shotMetrics?.icf ?? 0))[0];
    if (!shooter) throw new Error('no skaters');
    const his = (await get(leagueUrl(`player/${shooter.playerId}/shots`))).json();
    expect(his.gamesPlayed).toBe(shooter.gamesPlayed);
    const sideOf = (g: ToldGame): TeamSide | null =>
      g.homeTeamId === shooter.teamId ? 'home' : g.awayTeamId === shooter.teamId ? 'away' : null;
    expect(his.shots).toEqual(expectedShots('regular', sideOf, shooter.playerId));
    expect(his.shots).toHaveLength(shooter.shotMetrics?.icf ?? -1);
  });

  it('refuses a shots request with bad input with 400; another league’s team or player with 404', async () => {
    const team = season.league.teams[0]?.id ?? 0;
    const player = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', team)
      .executeTakeFirstOrThrow();
    const stranger = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('league_id', '=', elsewhere.id)
      .executeTakeFirstOrThrow();
    const cases: [string, number, RegExp][] = [
      [`team/${team}/shots?against=yes`, 400, /against/],
      [`team/${team}/shots?seasonType=preseason`, 400, /seasonType/],
      [`player/${player.id}/shots?seasonType=preseason`, 400, /seasonType/],
      [`team/abc/shots`, 400, /teamId/],
      [`player/0/shots`, 400, /playerId/],
      [`team/${elsewhere.teams[0]?.id}/shots`, 404, /not a team of this league/],
      [`player/${stranger.id}/shots`, 404, /not a player of this league/],
      [`player/99999999/shots`, 404, /not a player of this league/],
      [`team/${team}/shots?seasonId=99999999`, 404, /not a season of this league/],
    ];
    for (const [path, status, message] of cases) {
      const response = await get(leagueUrl(path));
      expect(response.statusCode, path).toBe(status);
      expect(response.json().message, path).toMatch(message);
    }
    expect((await get(`/api/league/99999999/team/${team}/shots`)).statusCode).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: leagueUrl(`team/${team}/shots`) });
    expect(visitor.statusCode).toBe(401);
  });
});
