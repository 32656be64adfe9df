import {
  addDays,
  dayInTimeZone,
  type AuditPage,
  type CapSheetResponse,
  type NotificationPage,
  type SeasonOpening,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSteps } from '../src/jobs/game-scheduler';
import { runLeagueJob } from '../src/jobs/job-steps/league-job';
import { login, signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { makeCapRoom } from './support/cap-room';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

// Issue 30, docs/decisions/076: a team run by a GM below the floor holds the regular season's first games
// until it reaches the floor or the commissioner starts the season anyway; AI teams never hold it.

const DAY_MS = 86_400_000;

describe.each(DIALECTS)('the floor binds at the opening on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    [commissioner, gm] = [await signUp(t), await signUp(t)];
  });
  afterAll(() => t.close());

  /** A 4-team league whose first team `gm` runs, its 12 games from the league day after today. */
  async function scheduledLeague(name: string) {
    const league = await leagueWithGms(t, commissioner, name, [gm]);
    const today = dayInTimeZone(t.ctx.now(), 'America/New_York');
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: addDays(today, 1),
      endDate: addDays(today, 20),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    return { league, today, gmTeam: league.teams[0] ?? { id: 0, name: '' } };
  }

  /** Cuts the team's payroll to `short` under the floor, as a GM who let his players go would. */
  async function belowFloor(league: LeagueSummaryForTest, teamId: number, short: number) {
    const sheet = (
      await inject(commissioner, 'GET', `/api/league/${league.id}/team/${teamId}/cap`)
    ).json<CapSheetResponse>();
    await makeCapRoom(t, teamId, sheet.season.upperLimit - sheet.season.floor + short);
    const after = (
      await inject(commissioner, 'GET', `/api/league/${league.id}/team/${teamId}/cap`)
    ).json<CapSheetResponse>();
    expect(after.season.floor - after.payroll).toBe(short);
  }

  const openingOf = async (leagueId: number) =>
    (await inject(gm, 'GET', `/api/league/${leagueId}/season/opening`)).json<SeasonOpening>();
  const finals = async (leagueId: number) =>
    (
      await t.ctx.database.db
        .selectFrom('games')
        .select('id')
        .where('league_id', '=', leagueId)
        .where('status', '=', 'final')
        .execute()
    ).length;
  /** The GM's notices of a held opening: of one league's, or of every league's in this file. */
  const heldNotices = async (leagueId?: number) => {
    const page = (await inject(gm, 'GET', '/api/notifications')).json<NotificationPage>();
    return page.notifications.filter(
      (n) => n.kind === 'opening_held' && (leagueId === undefined || n.payload.leagueId === leagueId),
    );
  };
  const advance = async (leagueId: number, body: object, user: TestUser = commissioner) =>
    followAdvance(t, await inject(user, 'POST', `/api/league/${leagueId}/advance`, body));

  it("answers the commissioner's advance 409, naming the GM team below the floor and by how much", async () => {
    const { league, today, gmTeam } = await scheduledLeague('Held');
    await belowFloor(league, gmTeam.id, 2_000_000);
    const opening = await openingOf(league.id);
    expect(opening).toMatchObject({
      phase: 'preseason',
      firstDay: addDays(today, 1),
      begun: false,
      held: true,
      overriddenAt: null,
      belowFloor: [{ teamId: gmTeam.id, teamName: gmTeam.name, short: 2_000_000 }],
    });

    const refused = await advance(league.id, { to: 'week' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      `The regular season cannot start while a team run by a GM is below the salary floor of ` +
        `$${(opening.floor / 1e6).toFixed(1)}M: ${gmTeam.name} ($2.0M short). Their GMs must sign or trade ` +
        `for players to reach it, or the commissioner can start the season anyway ` +
        `(POST /league/${league.id}/season/start-below-floor).`,
    );
    expect((await advance(league.id, { to: 'phase' })).statusCode).toBe(409);
    const simulated = await inject(commissioner, 'POST', `/api/simulation/league/${league.id}/simulate`, {});
    expect(simulated.statusCode, simulated.body).toBe(409);
    expect(await finals(league.id)).toBe(0);
    // The preseason's own days still pass: nothing is played on them.
    const preseasonDay = await advance(league.id, { to: 'date', date: today });
    expect(preseasonDay.statusCode, preseasonDay.body).toBe(200);
    // Told once, however many times the opening was refused.
    const notices = await heldNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.payload).toMatchObject({
      leagueId: league.id,
      teamId: gmTeam.id,
      floor: opening.floor,
    });

    // Back at the floor exactly, the season opens.
    await t.ctx.database.db
      .updateTable('players')
      .set((eb) => ({ cap_hit: eb('cap_hit', '+', 2_000_000) }))
      .where(
        'id',
        '=',
        (
          await t.ctx.database.db
            .selectFrom('players')
            .select('id')
            .where('team_id', '=', gmTeam.id)
            .where('status', '=', 'active')
            .orderBy('cap_hit', 'desc')
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute();
    expect(await openingOf(league.id)).toMatchObject({ held: false, belowFloor: [] });
    const opened = await advance(league.id, { to: 'week' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ phaseChanged: { from: 'preseason', to: 'regular' } });
    expect(await openingOf(league.id)).toMatchObject({ begun: true, held: false, belowFloor: [] });
  });

  it("counts the team's running cap charges as its cap sheet does, and no other team's or ended one", async () => {
    const { league, gmTeam } = await scheduledLeague('Dead money');
    await belowFloor(league, gmTeam.id, 2_000_000);
    const other = league.teams[1]?.id ?? 0;
    const sheetOf = async (teamId: number) =>
      (
        await inject(commissioner, 'GET', `/api/league/${league.id}/team/${teamId}/cap`)
      ).json<CapSheetResponse>();
    const year = (await sheetOf(gmTeam.id)).season.startYear;
    const charge = (teamId: number, firstYear: number, seasons: number, chargePerSeason: number) => ({
      league_id: league.id,
      team_id: teamId,
      player_id: null,
      kind: 'buyout' as const,
      first_year: firstYear,
      seasons,
      charge_per_season: chargePerSeason,
      created_at: new Date(t.ctx.now()).toISOString(),
    });
    await t.ctx.database.db
      .insertInto('cap_charges')
      .values([
        charge(gmTeam.id, year, 2, 600_000),
        charge(gmTeam.id, year - 2, 2, 900_000),
        charge(other, year, 1, 5_000_000),
      ])
      .execute();
    const sheet = await sheetOf(gmTeam.id);
    expect(sheet.season.floor - sheet.payroll).toBe(1_400_000);
    expect(await openingOf(league.id)).toMatchObject({
      held: true,
      belowFloor: [{ teamId: gmTeam.id, short: 1_400_000 }],
    });
  });

  it('lets an AI team below the floor open the season', async () => {
    const { league } = await scheduledLeague('AI short');
    const aiTeam = league.teams[3];
    if (!aiTeam || aiTeam.gm) throw new Error('The fourth team should be an AI team');
    await belowFloor(league, aiTeam.id, 3_000_000);
    expect(await openingOf(league.id)).toMatchObject({ held: false, belowFloor: [] });
    const opened = await advance(league.id, { to: 'week' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().played).toBeGreaterThan(0);
  });

  it("starts the season anyway on the commissioner's word alone, in the audit log, and its games play", async () => {
    const { league, gmTeam } = await scheduledLeague('Override');
    await belowFloor(league, gmTeam.id, 500_000);
    const seasonId = await activeSeasonId(t, league.id);
    const url = `/api/league/${league.id}/season/start-below-floor`;

    const notCommissioner = await inject(gm, 'POST', url, { seasonId });
    expect(notCommissioner.statusCode).toBe(403);
    expect(notCommissioner.json().message).toBe('Only the league commissioner can do that.');
    expect((await inject(commissioner, 'POST', url, {})).statusCode).toBe(400);
    expect((await inject(commissioner, 'POST', url, { seasonId: 'next' })).statusCode).toBe(400);
    const stale = await inject(commissioner, 'POST', url, { seasonId: seasonId + 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/is not this league's active season/);
    // Nothing refused was written.
    expect(await openingOf(league.id)).toMatchObject({ held: true, overriddenAt: null });
    const auditUrl = `/api/league/${league.id}/audit`;
    const before = (await inject(commissioner, 'GET', auditUrl)).json<AuditPage>();
    expect(before.entries.some((e) => e.action === 'season_started_below_floor')).toBe(false);

    const started = await inject(commissioner, 'POST', url, { seasonId });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<SeasonOpening>()).toMatchObject({
      held: false,
      belowFloor: [{ teamId: gmTeam.id, short: 500_000 }],
    });
    expect(started.json<SeasonOpening>().overriddenAt).not.toBeNull();
    const again = await inject(commissioner, 'POST', url, { seasonId });
    expect(again.statusCode).toBe(409);

    const [entry] = (await inject(gm, 'GET', `${auditUrl}?limit=1`)).json<AuditPage>().entries;
    expect(entry).toMatchObject({
      action: 'season_started_below_floor',
      actor: { id: commissioner.id },
      details: { teams: [{ teamId: gmTeam.id, teamName: gmTeam.name, short: 500_000 }] },
    });
    const opened = await advance(league.id, { to: 'week' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().played).toBeGreaterThan(0);
    expect(opened.json()).toMatchObject({ phaseChanged: { from: 'preseason', to: 'regular' } });
  });

  it("skips a held league's due games and plays another league's, until the commissioner overrides", async () => {
    const held = await scheduledLeague('Scheduler held');
    const other = await scheduledLeague('Scheduler free');
    await belowFloor(held.league, held.gmTeam.id, 1_000_000);
    // Three days on, both leagues' first games are due by the wall clock.
    t.advance(3 * DAY_MS);
    for (const user of [commissioner, gm])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
    // Other tests here leave leagues held too: the scheduler tells their GM of each, once.
    const noticesBefore = (await heldNotices(held.league.id)).length;

    await runLeagueJob(t.ctx, gameSteps);
    expect(await finals(held.league.id)).toBe(0);
    expect(await finals(other.league.id)).toBeGreaterThan(0);
    await runLeagueJob(t.ctx, gameSteps);
    expect(await heldNotices(held.league.id)).toHaveLength(noticesBefore + 1);
    // The held league's clock stays in the preseason past its first day.
    const clock = (await inject(gm, 'GET', `/api/league/${held.league.id}/clock`)).json<{ phase: string }>();
    expect(clock.phase).toBe('preseason');

    const seasonId = await activeSeasonId(t, held.league.id);
    const started = await inject(
      commissioner,
      'POST',
      `/api/league/${held.league.id}/season/start-below-floor`,
      {
        seasonId,
      },
    );
    expect(started.statusCode, started.body).toBe(200);
    await runLeagueJob(t.ctx, gameSteps);
    expect(await finals(held.league.id)).toBeGreaterThan(0);
  });
});
