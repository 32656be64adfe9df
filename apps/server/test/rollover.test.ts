import { followAdvance } from './support/advances';
import {
  EVEN_STRENGTH_SLOTS,
  type HistoryResponse,
  type LastSummerResponse,
  type RolloverResponse,
  type ScheduleResponse,
  type SeasonSummary,
  addDays,
  dayInTimeZone,
} from '@rinkside/domain';
import { autoLineup } from '@rinkside/sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowToPlayer } from '../src/modules/players/mapping';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createLeague, requestsAs } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('rollover to the next season on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let other: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, other] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  const playersOf = (leagueId: number) =>
    t.ctx.database.db
      .selectFrom('players')
      .selectAll()
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .execute();

  /**
   * A 4-team league that played a 12-game regular season through the league clock, its playoffs
   * started with the last regular-season game.
   */
  async function playedLeague() {
    const league = await createLeague(t, commissioner, {
      name: 'Summers',
      mode: 'Custom',
      importTeams: false,
      teamCount: 4,
    });
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const advanced = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, {
        to: 'regularSeasonEnd',
      }),
    );
    expect(advanced.statusCode, advanced.body).toBe(200);
    const season = await t.ctx.database.db
      .selectFrom('seasons')
      .selectAll()
      .where('league_id', '=', league.id)
      .executeTakeFirstOrThrow();
    return { league, season };
  }
  /** Plays the playoffs out through the league clock: the final decides the champion and the offseason. */
  async function toOffseason(leagueId: number) {
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const played = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${leagueId}/advance`, {
        to: 'date',
        date: addDays(today, 120),
      }),
    );
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().clock.phase).toBe('offseason');
  }

  it('is refused outside the offseason with the reason, and to anyone but the commissioner', async () => {
    const { league } = await playedLeague();
    const early = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/is in its (regular season|playoffs).*only in the offseason/);
    await toOffseason(league.id);
    expect((await inject(other, 'POST', `/api/league/${league.id}/season/next`)).statusCode).toBe(403);
    expect((await inject(null, 'POST', `/api/league/${league.id}/season/next`)).statusCode).toBe(401);
    expect((await inject(commissioner, 'POST', '/api/league/999999/season/next')).statusCode).toBe(404);
  });

  it('ages, progresses and retires players, keeps rosters legal and last season intact, once', async () => {
    const { league, season } = await playedLeague();
    await toOffseason(league.id);
    // A veteran on injured reserve retires this summer: his injury heals with everyone's, and he leaves the
    // game no longer injured.
    const veteran = await t.ctx.database.db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', league.teams[1]?.id ?? 0)
      .where('status', '=', 'active')
      .where('position', '!=', 'G')
      .orderBy('overall')
      .executeTakeFirstOrThrow();
    const knee = {
      type: 'Knee',
      injuredOn: '2027-03-01',
      returnDate: '2027-12-01',
      gamesOut: 80,
      dayToDay: false,
    };
    await t.ctx.database.db
      .updateTable('players')
      .set({ age: 42, status: 'injured', injury: JSON.stringify(knee) })
      .where('id', '=', veteran.id)
      .execute();

    const before = new Map((await playersOf(league.id)).map((p) => [p.id, p]));
    const oldGames = await t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'status', 'home_score', 'away_score', 'game_type'])
      .where('season_id', '=', season.id)
      .orderBy('id')
      .execute();
    const oldRegular = oldGames.filter((g) => g.game_type === 'regular').length;
    const oldStats = await t.ctx.database.db
      .selectFrom('player_game_stats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('season_id', '=', season.id)
      .executeTakeFirstOrThrow();

    // One team far over the cap: its camp buys players out and replaces each at the least salary, players
    // generated like the summer's call-ups and counted with them.
    const spender = league.teams[0]?.id ?? 0;
    await t.ctx.database.db
      .updateTable('players')
      .set({ cap_hit: 30_000_000, contract_years: 3 })
      .where('team_id', '=', spender)
      .where('status', '=', 'active')
      .execute();

    // Two commissioner tabs at once: one rollover happens, the other is told why it did not.
    const [a, b] = await Promise.all([
      inject(commissioner, 'POST', `/api/league/${league.id}/season/next`),
      inject(commissioner, 'POST', `/api/league/${league.id}/season/next`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toMatch(/already been rolled over|offseason/);
    const rollover = (a.statusCode === 200 ? a : b).json<RolloverResponse>();
    expect(rollover.season).toMatchObject({
      phase: 'preseason',
      startYear: season.start_year + 1,
      active: true,
    });

    const after = await playersOf(league.id);
    const retired = after.filter((p) => p.retired_after_season_id !== null);
    const playing = after.filter((p) => p.retired_after_season_id === null && before.has(p.id));
    expect(retired.length).toBe(rollover.retired);
    expect(retired.length).toBeGreaterThan(0);
    for (const p of retired) expect(p.team_id).toBeNull();
    expect(retired.find((p) => p.id === veteran.id)).toMatchObject({ status: 'active', injury: null });
    // Everyone who was in the league is a year older; a generated league may hold a player who joined at the
    // rollover and retired in it, who had no age before.
    for (const p of [...playing, ...retired.filter((r) => before.has(r.id))])
      expect(p.age).toBe((before.get(p.id)?.age ?? 0) + 1);
    expect(playing.some((p) => p.overall > (before.get(p.id)?.overall ?? 0))).toBe(true);
    expect(playing.some((p) => p.overall < (before.get(p.id)?.overall ?? 0))).toBe(true);
    expect(after.every((p) => p.injury === null)).toBe(true);
    // Players called up to fill a roster; the draft classes (the one drafted at rollover and the next)
    // join through the draft (docs/decisions/049).
    const classIds = new Set(
      (
        await t.ctx.database.db
          .selectFrom('draft_prospects')
          .select('player_id')
          .where('league_id', '=', league.id)
          .execute()
      ).map((row) => row.player_id),
    );
    // New to the league besides them: the call-ups, then the summer's supply of free agents (decision 077).
    const joined = after.filter((p) => !before.has(p.id) && !classIds.has(p.id));
    expect(joined.length).toBe(rollover.generated + (rollover.newFreeAgents ?? 0));
    expect(rollover.newFreeAgents).toBeGreaterThan(0);
    // By id: the summer's call-ups, the free agents, then the players generated at camp.
    const atCamp = rollover.generatedAtCamp ?? 0;
    expect(atCamp).toBeGreaterThan(0);
    const calledUp = rollover.generated - atCamp;
    const supply = joined.slice(calledUp, calledUp + (rollover.newFreeAgents ?? 0));
    const young = joined.filter((p) => !supply.includes(p));
    // The spender's buyouts are replaced at camp; a generated league may call up for another team too.
    expect(young.filter((p) => p.team_id === spender).length).toBeGreaterThan(0);
    for (const p of young) expect(p.age).toBeGreaterThanOrEqual(18);
    for (const p of young) expect(p.age).toBeLessThanOrEqual(20);
    for (const p of young) expect(p.team_id).not.toBeNull();
    for (const p of supply) expect(p.age).toBeGreaterThanOrEqual(20);

    // Every team can dress a full lineup from its fit, active players.
    for (const team of league.teams) {
      const active = after.filter((p) => p.team_id === team.id && p.status === 'active').map(rowToPlayer);
      const count = (positions: string[]) => active.filter((p) => positions.includes(p.position)).length;
      expect(count(['C', 'LW', 'RW'])).toBeGreaterThanOrEqual(13);
      expect(count(['D'])).toBeGreaterThanOrEqual(7);
      expect(count(['G'])).toBeGreaterThanOrEqual(2);
      const lineup = autoLineup(active);
      for (const slot of EVEN_STRENGTH_SLOTS) expect(lineup[slot], slot).not.toBeNull();
      const saved = await t.ctx.database.db
        .selectFrom('lineups')
        .select('lineup')
        .where('team_id', '=', team.id)
        .executeTakeFirstOrThrow();
      const retiredIds = new Set(retired.map((p) => p.id));
      expect(Object.values(JSON.parse(saved.lineup) as object).some((id) => retiredIds.has(id))).toBe(false);
    }

    // Last season: its games, results and stats are kept and still served.
    const keptGames = await t.ctx.database.db
      .selectFrom('games')
      .select(['id', 'status', 'home_score', 'away_score', 'game_type'])
      .where('season_id', '=', season.id)
      .orderBy('id')
      .execute();
    expect(keptGames).toEqual(oldGames);
    const keptStats = await t.ctx.database.db
      .selectFrom('player_game_stats')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('season_id', '=', season.id)
      .executeTakeFirstOrThrow();
    expect(Number(keptStats.n)).toBe(Number(oldStats.n));
    const oldGame = await inject(commissioner, 'GET', `/api/simulation/game/${oldGames[0]?.id}`);
    expect(oldGame.statusCode).toBe(200);
    expect(oldGame.json()).toMatchObject({ isSimulated: true });

    const oldStandings = await inject(
      other,
      'GET',
      `/api/league/${league.id}/standings?seasonId=${season.id}`,
    );
    expect(oldStandings.statusCode, oldStandings.body).toBe(200);
    const oldRows = oldStandings.json().standings as { gamesPlayed: number }[];
    expect(oldRows.reduce((sum, r) => sum + r.gamesPlayed, 0)).toBe(2 * oldRegular);

    // The new season has its schedule: as many games a team, a year later; standings start at zero.
    const schedule = (
      await inject(commissioner, 'GET', `/api/league/${league.id}/schedule`)
    ).json<ScheduleResponse>();
    expect(schedule.seasonId).toBe(rollover.season.id);
    expect(schedule.games).toHaveLength(oldRegular);
    expect(rollover.games).toBe(oldRegular);
    expect(schedule.games.every((g) => !g.isSimulated)).toBe(true);
    const standings = await inject(commissioner, 'GET', `/api/league/${league.id}/standings`);
    expect(standings.json().standings.every((r: { gamesPlayed: number }) => r.gamesPlayed === 0)).toBe(true);

    const seasons = (await inject(other, 'GET', `/api/league/${league.id}/seasons`)).json<SeasonSummary[]>();
    expect(seasons.map((s) => [s.id, s.active, s.phase])).toEqual([
      [rollover.season.id, true, 'preseason'],
      [season.id, false, 'offseason'],
    ]);
    const history = (await inject(other, 'GET', `/api/league/${league.id}/history`)).json<HistoryResponse>();
    const last = history.seasons.find((s) => s.seasonId === season.id);
    expect(last?.bestRecord?.points).toBeGreaterThan(0);
    const champion = seasons.find((s) => s.id === season.id)?.championTeamId;
    expect(champion).not.toBeNull();
    expect(last?.champion?.teamId).toBe(champion);
    expect(last?.finalist).not.toBeNull();
    expect(last?.finalist?.teamId).not.toBe(champion);
    expect(history.seasons.find((s) => s.seasonId === rollover.season.id)?.bestRecord).toBeNull();

    // A player page's last summer, stored with his new season.
    const someone = playing[0];
    const summer = (
      await inject(other, 'GET', `/api/league/${league.id}/player/${someone?.id}/progression`)
    ).json<LastSummerResponse>();
    expect(summer.seasonId).toBe(rollover.season.id);
    expect(summer.lastSummer?.overall).toEqual({
      from: before.get(someone?.id ?? 0)?.overall,
      to: someone?.overall,
    });
    expect(summer.lastSummer?.age.to).toBe(someone?.age);

    // The new season is in preseason: a second rollover is refused with the reason.
    const again = await inject(commissioner, 'POST', `/api/league/${league.id}/season/next`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/preseason/);
  });
});
