import { followAdvance } from './support/advances';
import { type PlayoffsResponse, addDays, dayInTimeZone } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the playoffs of a 32-team NHL league on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  /** Standings points from the stored regular-season results: two a win, one an overtime loss. */
  async function pointsByTeam(leagueId: number) {
    const games = await t.ctx.database.db
      .selectFrom('games')
      .select(['home_team_id', 'away_team_id', 'home_score', 'away_score', 'result_type'])
      .where('league_id', '=', leagueId)
      .where('game_type', '=', 'regular')
      .execute();
    const points = new Map<number, number>();
    const add = (teamId: number, n: number) => points.set(teamId, (points.get(teamId) ?? 0) + n);
    for (const g of games) {
      const homeWon = (g.home_score ?? 0) > (g.away_score ?? 0);
      const loserPoint = g.result_type === 'REG' ? 0 : 1;
      add(g.home_team_id, homeWon ? 2 : loserPoint);
      add(g.away_team_id, homeWon ? loserPoint : 2);
    }
    return points;
  }

  it('seeds the NHL way: division winners meet wild cards, second meets third in each division', async () => {
    const league = await createLeague(t, commissioner, { name: 'Thirty-Two', mode: 'NHL' });
    expect(league.teams).toHaveLength(32);
    const settings = { teamCount: 16, seriesLengths: [1], autoStart: false };
    expect(
      (await inject(commissioner, 'PUT', `/api/league/${league.id}/playoffs/settings`, settings)).statusCode,
    ).toBe(200);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 30),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const played = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, {
        to: 'regularSeasonEnd',
      }),
    );
    expect(played.statusCode, played.body).toBe(200);
    const started = await inject(commissioner, 'POST', `/api/league/${league.id}/playoffs/start`);
    expect(started.statusCode, started.body).toBe(200);
    const bracket = started.json<PlayoffsResponse>();

    expect(bracket.rounds.map((r) => [r.name, r.series.length])).toEqual([
      ['First Round', 8],
      ['Second Round', 4],
      ['Conference Final', 2],
      ['Final', 1],
    ]);
    const detail = (await inject(commissioner, 'GET', `/api/league/${league.id}`)).json<{
      teams: { id: number; division: string; conference: string }[];
    }>();
    const team = (id: number | undefined) => detail.teams.find((x) => x.id === id);
    const points = await pointsByTeam(league.id);
    const firstRound = bracket.rounds[0]?.series ?? [];
    for (const conference of new Set(detail.teams.map((x) => x.conference))) {
      const series = firstRound.filter((s) => s.conference === conference);
      expect(series).toHaveLength(4);
      for (const s of series) {
        const [high, low] = [s.highSeed, s.lowSeed];
        if (!high || !low) throw new Error(`Series ${s.id} has no teams`);
        expect(team(high.teamId)?.conference).toBe(conference);
        if (high.seed <= 2) {
          // A division winner: no team of its division finished with more points.
          const division = team(high.teamId)?.division;
          const rivals = detail.teams.filter((x) => x.division === division);
          const best = Math.max(...rivals.map((x) => points.get(x.id) ?? 0));
          expect(points.get(high.teamId)).toBe(best);
          expect(low.seed).toBe(high.seed === 1 ? 8 : 7);
        } else {
          // Second against third, within one division.
          expect([3, 4]).toContain(high.seed);
          expect([5, 6]).toContain(low.seed);
          expect(team(low.teamId)?.division).toBe(team(high.teamId)?.division);
          expect(points.get(high.teamId) ?? 0).toBeGreaterThanOrEqual(points.get(low.teamId) ?? 0);
        }
      }
      // The winners of 1 v 8 and 4 v 5 (one division's side) meet in the second round.
      const feeds = new Set(series.map((s) => s.feeds));
      expect(feeds.size).toBe(2);
    }
    // Eight one-game series scheduled; one day on, each is decided and no game is left over.
    const games = await t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'status', 'result_type', 'game_date'])
      .where('league_id', '=', league.id)
      .where('game_type', '=', 'playoff')
      .execute();
    expect(games).toHaveLength(8);
    const firstDay = games[0]?.game_date ?? '';
    const round = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, {
        to: 'date',
        date: firstDay,
      }),
    );
    expect(round.statusCode, round.body).toBe(200);
    const after = (
      await inject(commissioner, 'GET', `/api/league/${league.id}/playoffs`)
    ).json<PlayoffsResponse>();
    expect(after.rounds[0]?.series.every((s) => s.winnerTeamId !== null && s.gameIds.length === 1)).toBe(
      true,
    );
    expect(after.rounds[1]?.series.every((s) => s.highSeed !== null && s.lowSeed !== null)).toBe(true);
    const playoffGames = await t.ctx.database.db
      .selectFrom('games')
      .select(['status', 'result_type'])
      .where('league_id', '=', league.id)
      .where('game_type', '=', 'playoff')
      .where('game_date', '<=', firstDay)
      .execute();
    expect(playoffGames.every((g) => g.status === 'final' && g.result_type !== 'SO')).toBe(true);
  }, 120_000);
});
