import { followAdvance } from './support/advances';
import {
  type AdvanceResponse,
  type LeagueStatsResponse,
  type PlayoffsResponse,
  type RolloverResponse,
  type ScheduleResponse,
  type StandingRow,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowToPlayer } from '../src/modules/players/mapping';
import { ACTIVE_FORWARDS, ACTIVE_NEEDS } from '../src/modules/seasons/roster-gaps';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { expectPlayoffsStoredOnce, NHL_GAMES_PER_TEAM, nhlSeason } from './support/nhl-season';
import { createTestApp, type TestApp } from './support/test-app';

const ROUNDS = ['First Round', 'Second Round', 'Conference Final', 'Final'];

describe.each(DIALECTS)('a 32-team league through a year on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const get = async <T>(url: string): Promise<T> => {
    const response = await inject(commissioner, 'GET', url);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
  });
  afterAll(() => t.close());

  const playersOf = (leagueId: number) =>
    t.ctx.database.db.selectFrom('players').selectAll().where('league_id', '=', leagueId).execute();

  /** The NHL's divisional format from the final standings: 3 per division, 2 wild cards, 1 v 8, 2 v 3. */
  function expectNhlSeeding(bracket: PlayoffsResponse, standings: StandingRow[]) {
    const row = (teamId: number | undefined) => standings.find((r) => r.teamId === teamId);
    const firstRound = bracket.rounds[0]?.series ?? [];
    expect(firstRound).toHaveLength(8);
    const sides = firstRound.flatMap((s) => [s.highSeed, s.lowSeed]);
    const seeded = new Map(sides.map((side) => [side?.teamId ?? 0, side?.seed ?? 0]));
    expect(seeded.size).toBe(16);
    for (const conference of new Set(standings.map((r) => r.conference))) {
      const mine = standings.filter((r) => r.conference === conference);
      const qualifiers = mine.filter((r) => seeded.has(r.teamId));
      expect(qualifiers).toHaveLength(8);
      for (const division of new Set(mine.map((r) => r.division))) {
        const rivals = mine.filter((r) => r.division === division);
        const topThree = rivals.filter((r) => (seeded.get(r.teamId) ?? 9) <= 6);
        expect(topThree, `${division}`).toHaveLength(3);
        const rest = rivals.filter((r) => !topThree.includes(r));
        for (const r of topThree)
          expect(r.points).toBeGreaterThanOrEqual(Math.max(...rest.map((x) => x.points)));
      }
      const wildCards = qualifiers.filter((r) => (seeded.get(r.teamId) ?? 0) >= 7);
      const out = mine.filter((r) => !seeded.has(r.teamId));
      for (const r of wildCards)
        expect(r.points).toBeGreaterThanOrEqual(Math.max(...out.map((x) => x.points)));
    }
    for (const s of firstRound) {
      const [high, low] = [s.highSeed, s.lowSeed];
      if (high && high.seed <= 2) expect(low?.seed).toBe(high.seed === 1 ? 8 : 7);
      else expect(row(low?.teamId)?.division).toBe(row(high?.teamId)?.division);
    }
  }

  it('plays a season, its playoffs round by round to the Cup, and rolls over to the next', async () => {
    const season = await nhlSeason(t, commissioner, { autoStart: false });
    const leagueId = season.league.id;
    const end = await season.advance({ to: 'regularSeasonEnd' });
    expect(end.played).toBe(16 * NHL_GAMES_PER_TEAM);
    expect(end.clock).toMatchObject({ phase: 'regular', regularSeasonComplete: true });

    const early = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${leagueId}/advance`, { to: 'round' }),
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/in its regular season/);
    const started16 = await inject(commissioner, 'POST', `/api/league/${leagueId}/playoffs/start`);
    expect(started16.statusCode, started16.body).toBe(200);
    const standings = await get<{ standings: StandingRow[] }>(`/api/league/${leagueId}/standings`);
    expectNhlSeeding(started16.json<PlayoffsResponse>(), standings.standings);

    const rounds: AdvanceResponse[] = [];
    for (let i = 0; i < ROUNDS.length && rounds.at(-1)?.clock.phase !== 'offseason'; i += 1) {
      const round = await season.advance({ to: 'round' });
      rounds.push(round);
      // The clock stands on the round's last game; no game is left behind it.
      const left = await t.ctx.database.db
        .selectFrom('games')
        .select('id')
        .where('season_id', '=', season.seasonId)
        .where('status', '=', 'scheduled')
        .where('game_date', '<=', round.clock.date)
        .execute();
      expect(left).toEqual([]);
      const bracket = await season.playoffs();
      expect(bracket.rounds[i]?.series.every((s) => s.winnerTeamId !== null)).toBe(true);
    }
    expect(rounds.map((r) => r.playoffs?.roundsCompleted)).toEqual(ROUNDS.map((name) => [name]));
    expect(rounds.slice(0, -1).every((r) => r.clock.phase === 'playoffs' && r.phaseChanged === null)).toBe(
      true,
    );
    const final = rounds.at(-1);
    expect(final?.clock.phase).toBe('offseason');
    expect(final?.phaseChanged).toEqual({ from: 'playoffs', to: 'offseason' });

    const playoffGames = await expectPlayoffsStoredOnce(t, season.seasonId);
    expect(playoffGames.every((g) => g.result_type !== 'SO')).toBe(true);
    expect(rounds.reduce((sum, r) => sum + r.played, 0)).toBe(playoffGames.length);
    const bracket = await season.playoffs();
    const cup = bracket.rounds.at(-1)?.series[0]?.winnerTeamId;
    expect(bracket).toMatchObject({ status: 'complete', champion: { teamId: cup } });
    expect(final?.playoffs?.champion).toEqual(bracket.champion);

    for (const to of ['phase', 'round']) {
      const over = await followAdvance(
        t,
        await inject(commissioner, 'POST', `/api/league/${leagueId}/advance`, { to }),
      );
      expect(over.statusCode).toBe(409);
      expect(over.json().message).toMatch(/offseason.*season\/next/);
    }

    // Last season as its pages show it, to compare after the summer.
    const old = `seasonId=${season.seasonId}`;
    const keptStandings = await get<unknown>(`/api/league/${leagueId}/standings?${old}`);
    const keptStats = await get<LeagueStatsResponse>(
      `/api/league/${leagueId}/stats?${old}&seasonType=playoff`,
    );
    const before = new Map((await playersOf(leagueId)).map((p) => [p.id, p]));

    const rollover = await inject(commissioner, 'POST', `/api/league/${leagueId}/season/next`);
    expect(rollover.statusCode, rollover.body).toBe(200);
    const next = rollover.json<RolloverResponse>();

    const after = await playersOf(leagueId);
    const playing = after.filter((p) => before.has(p.id) && p.retired_after_season_id === null);
    const overallBefore = (id: number) => before.get(id)?.overall ?? 0;
    for (const p of after.filter((x) => before.has(x.id)))
      expect(p.age).toBe((before.get(p.id)?.age ?? 0) + 1);
    expect(playing.some((p) => p.overall > overallBefore(p.id))).toBe(true);
    expect(playing.some((p) => p.overall < overallBefore(p.id))).toBe(true);
    const retired = after.filter((p) => p.retired_after_season_id === season.seasonId);
    expect(retired.length).toBe(next.retired);
    expect(retired.length).toBeGreaterThan(0);
    expect(retired.every((p) => p.team_id === null)).toBe(true);
    for (const team of season.league.teams) {
      const active = after.filter((p) => p.team_id === team.id && p.status === 'active').map(rowToPlayer);
      const count = (positions: string[]) => active.filter((p) => positions.includes(p.position)).length;
      for (const [position, needed] of ACTIVE_NEEDS)
        expect(count([position]), `${team.name} ${position}`).toBeGreaterThanOrEqual(needed);
      expect(count(['C', 'LW', 'RW'])).toBeGreaterThanOrEqual(ACTIVE_FORWARDS);
    }

    expect(await get(`/api/league/${leagueId}/standings?${old}`)).toEqual(keptStandings);
    const statsNow = await get<LeagueStatsResponse>(
      `/api/league/${leagueId}/stats?${old}&seasonType=playoff`,
    );
    const totals = (stats: LeagueStatsResponse) =>
      stats.playerStats.map((s) => [s.playerId, s.gamesPlayed, s.goals, s.assists, s.plusMinus]).sort();
    expect(totals(statsNow)).toEqual(totals(keptStats));
    expect(await season.playoffs(season.seasonId)).toEqual(bracket);

    const schedule = await get<ScheduleResponse>(`/api/league/${leagueId}/schedule`);
    expect(schedule.seasonId).toBe(next.season.id);
    expect(schedule.games).toHaveLength(16 * NHL_GAMES_PER_TEAM);
    expect(schedule.games.every((g) => !g.isSimulated)).toBe(true);
  }, 300_000);

  it('plays a playoff round once when two commissioner tabs ask at once', async () => {
    const season = await nhlSeason(t, commissioner);
    const end = await season.advance({ to: 'regularSeasonEnd' });
    expect(end.phaseChanged).toEqual({ from: 'preseason', to: 'playoffs' });
    const url = `/api/league/${season.league.id}/advance`;
    const answers = await Promise.all([
      inject(commissioner, 'POST', url, { to: 'round' }).then((a) => followAdvance(t, a)),
      inject(commissioner, 'POST', url, { to: 'round' }).then((a) => followAdvance(t, a)),
    ]);
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json<AdvanceResponse>());
    expect(played.length, answers.map((a) => a.body).join('\n')).toBeGreaterThan(0);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);

    const games = await expectPlayoffsStoredOnce(t, season.seasonId);
    expect(played.reduce((sum, r) => sum + r.played, 0)).toBe(games.length);
    const bracket = await season.playoffs();
    expect(bracket.rounds[0]?.series.every((s) => s.winnerTeamId !== null)).toBe(true);
    // The round was played once: the second round is under way, none of its series decided.
    expect(bracket.rounds[1]?.series.some((s) => s.winnerTeamId === null)).toBe(true);
    const lastDay = await t.ctx.database.db
      .selectFrom('games')
      .innerJoin('playoff_games', 'playoff_games.game_id', 'games.id')
      .innerJoin('playoff_series', 'playoff_series.id', 'playoff_games.series_id')
      .select((eb) => eb.fn.max('games.game_date').as('day'))
      .where('playoff_series.season_id', '=', season.seasonId)
      .where('playoff_series.round', '=', 1)
      .executeTakeFirstOrThrow();
    for (const answer of played) {
      expect(answer.playoffs?.roundsCompleted).toEqual(['First Round']);
      expect(answer.clock).toMatchObject({ phase: 'playoffs', date: lastDay.day });
    }
  }, 120_000);
});
