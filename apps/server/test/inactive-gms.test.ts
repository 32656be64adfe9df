import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInactivityPass } from '../src/modules/inactivity/inactivity-pass';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { recruitmentSteps } from './support/recruitments';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe.each(DIALECTS)('inactive GMs on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  /** `active` keeps coming back; `away` is seated and never seen again. */
  let active: TestUser;
  let away: TestUser;
  let season: SeasonInPlay;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;
  const leagueUrl = () => `/api/league/${season.league.id}`;

  const activityRow = (team: number) =>
    t.ctx.database.db.selectFrom('gm_activity').selectAll().where('team_id', '=', team).executeTakeFirst();
  const kindsOf = async (user: TestUser) =>
    ((await inject(user, 'GET', '/api/notifications')).json().notifications as { kind: string }[]).map(
      (n) => n.kind,
    );
  const seatOf = async (team: number) => {
    const view = await inject(commissioner, 'GET', `${leagueUrl()}/gm-activity`);
    expect(view.statusCode, view.body).toBe(200);
    return (view.json().seats as { teamId: number; [k: string]: unknown }[]).find((s) => s.teamId === team);
  };

  /** Moves the clock; everyone signs in again, as sessions this old have expired (no league request). */
  async function advance(ms: number) {
    t.advance(ms);
    for (const user of [commissioner, active, away]) {
      const response = await login(t, user.username, user.password);
      expect(response.statusCode).toBe(200);
      user.cookie = cookiesFrom(response);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    [active, away] = [await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    for (const [i, gm] of [active, away].entries()) {
      const seated = await inject(commissioner, 'PUT', `${leagueUrl()}/team/${teamId(i)}/gm`, {
        username: gm.username,
      });
      expect(seated.statusCode, seated.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('validates the thresholds and lets only the commissioner set them', async () => {
    const url = `${leagueUrl()}/settings/inactivity`;
    expect((await inject(active, 'GET', url)).json()).toEqual({
      nudgeDays: 3,
      autopilotDays: 7,
      vacateDays: 14,
    });
    const late = await inject(commissioner, 'PUT', url, { nudgeDays: 7, autopilotDays: 7, vacateDays: 14 });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/nudge \(7 days\) must come before autopilot/i);
    const after = await inject(commissioner, 'PUT', url, { nudgeDays: 3, autopilotDays: 15, vacateDays: 14 });
    expect(after.statusCode).toBe(400);
    expect(after.json().message).toMatch(/no later than the vacate offer/);
    const negative = await inject(commissioner, 'PUT', url, {
      nudgeDays: -1,
      autopilotDays: 7,
      vacateDays: 14,
    });
    expect(negative.statusCode).toBe(400);
    expect(
      (await inject(active, 'PUT', url, { nudgeDays: 1, autopilotDays: 2, vacateDays: 3 })).statusCode,
    ).toBe(403);
    const off = await inject(commissioner, 'PUT', url, { nudgeDays: 0, autopilotDays: 0, vacateDays: 0 });
    expect(off.statusCode, off.body).toBe(200);
    expect((await inject(active, 'GET', url)).json()).toEqual({
      nudgeDays: 0,
      autopilotDays: 0,
      vacateDays: 0,
    });
    const back = await inject(commissioner, 'PUT', url, { nudgeDays: 3, autopilotDays: 7, vacateDays: 14 });
    expect(back.statusCode, back.body).toBe(200);
  });

  it("records a GM's activity in the league at most every ten minutes", async () => {
    await inject(active, 'GET', leagueUrl());
    const first = await activityRow(teamId(0));
    expect(first?.last_active_at).not.toBeNull();
    await advance(5 * MINUTE);
    await inject(active, 'GET', `${leagueUrl()}/standings`);
    expect((await activityRow(teamId(0)))?.last_active_at).toBe(first?.last_active_at);
    await advance(6 * MINUTE);
    await inject(active, 'GET', leagueUrl());
    const later = (await activityRow(teamId(0)))?.last_active_at ?? '';
    expect(Date.parse(later) - Date.parse(first?.last_active_at ?? '')).toBeGreaterThanOrEqual(11 * MINUTE);
    // A GM never seen is watched from the first pass after the seat was filled.
    expect(await activityRow(teamId(1))).toBeUndefined();
    await runInactivityPass(t.ctx);
    const watched = await seatOf(teamId(1));
    expect(watched).toMatchObject({ lastActiveAt: null, autopilotSince: null, canVacate: false });
    expect((await seatOf(teamId(0)))?.lastActiveAt).toBe(later);
  });

  it('nudges a GM once per stretch away', async () => {
    await advance(3 * DAY + MINUTE);
    expect((await runInactivityPass(t.ctx)).nudged).toBe(2);
    expect((await runInactivityPass(t.ctx)).nudged).toBe(0);
    expect((await kindsOf(away)).filter((k) => k === 'inactivity_nudge')).toHaveLength(1);
    // Back, then away again: a new stretch, a new nudge.
    await inject(active, 'GET', leagueUrl());
    await advance(3 * DAY + MINUTE);
    expect((await runInactivityPass(t.ctx)).nudged).toBe(1);
    expect((await kindsOf(active)).filter((k) => k === 'inactivity_nudge')).toHaveLength(2);
  });

  it('puts a team on autopilot after seven days and mends its lineup before the next game', async () => {
    const lineupUrl = `/api/user/league/${season.league.id}/team/${teamId(0)}`;
    const suggested = (await inject(active, 'GET', `${lineupUrl}/auto-lineup`)).json();
    expect((await inject(active, 'POST', `${lineupUrl}/save-lineup`, { lineup: suggested })).statusCode).toBe(
      200,
    );
    const hurtId = Number(suggested.line1_c);
    const knee = {
      type: 'Knee',
      injuredOn: '2026-09-30',
      returnDate: '2026-12-31',
      gamesOut: 30,
      dayToDay: false,
    };
    const { db } = t.ctx.database;
    await db
      .updateTable('players')
      .set({ injury: JSON.stringify(knee) })
      .where('id', '=', hurtId)
      .execute();

    await advance(6 * DAY);
    // Only the GM never seen, away twelve days by now, goes on autopilot.
    expect((await runInactivityPass(t.ctx)).autopilotStarted).toBe(1);
    expect((await seatOf(teamId(0)))?.autopilotSince).toBeNull();
    expect((await seatOf(teamId(1)))?.autopilotSince).not.toBeNull();
    await advance(DAY + MINUTE);
    const pass = await runInactivityPass(t.ctx);
    expect(pass.autopilotStarted).toBe(1);
    expect(pass.slotsMended).toBeGreaterThan(0);
    expect((await runInactivityPass(t.ctx)).autopilotStarted).toBe(0);
    expect(await kindsOf(active)).toContain('autopilot_started');

    const lineup = (await inject(active, 'GET', `${lineupUrl}/lineup`)).json().lineup as Record<
      string,
      unknown
    >;
    expect(Object.values(lineup).map(Number)).not.toContain(hurtId);
    expect(lineup.line1_c).not.toBeNull();
    // The players who could play keep their places.
    expect(lineup.line1_lw).toBe(suggested.line1_lw);
    expect((await seatOf(teamId(0)))?.autopilotSince).not.toBeNull();
  });

  it('ends autopilot when the GM acts, not when they only look, and tells them', async () => {
    const url = `${leagueUrl()}/team/${teamId(0)}/autopilot`;
    expect((await inject(away, 'GET', url)).statusCode).toBe(403);
    expect((await inject(active, 'GET', url)).json().autopilot).toBe(true);
    const lineupUrl = `/api/user/league/${season.league.id}/team/${teamId(0)}`;
    const current = (await inject(active, 'GET', `${lineupUrl}/lineup`)).json().lineup;
    expect((await inject(active, 'GET', url)).json().autopilot).toBe(true);
    expect((await inject(active, 'POST', `${lineupUrl}/save-lineup`, { lineup: current })).statusCode).toBe(
      200,
    );
    expect((await inject(active, 'GET', url)).json()).toEqual({ autopilot: false, since: null });
    expect((await kindsOf(active)).filter((k) => k === 'autopilot_ended')).toHaveLength(1);
    expect((await inject(away, 'DELETE', url)).statusCode).toBe(403);
  });

  it('vacates only a seat away past the threshold, for the commissioner alone, and reopens recruitment', async () => {
    const vacate = (user: TestUser, team: number) =>
      inject(user, 'POST', `${leagueUrl()}/teams/${team}/vacate`);
    expect((await vacate(active, teamId(1))).statusCode).toBe(403);
    const early = await vacate(commissioner, teamId(0));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/can be vacated after 14/);
    // The away GM has been gone 3 + 3 + 7 days: one more day and a bit.
    expect((await vacate(commissioner, teamId(1))).statusCode).toBe(409);
    await advance(DAY + MINUTE);
    expect((await seatOf(teamId(1)))?.canVacate).toBe(true);
    const vacated = await vacate(commissioner, teamId(1));
    expect(vacated.statusCode, vacated.body).toBe(200);
    expect((await vacate(commissioner, teamId(1))).statusCode).toBe(409);
    expect(await kindsOf(away)).toContain('gm_removed');
    const league = (await inject(commissioner, 'GET', leagueUrl())).json();
    expect(league.teams.find((team: { id: number }) => team.id === teamId(1)).gm).toBeNull();

    const newcomer = await signUp(t);
    const listed: { id: number; team: { id: number; league: { id: number } } }[] = (
      await inject(newcomer, 'GET', '/api/user/recruitments')
    ).json();
    const reopened = listed.find((r) => r.team.id === teamId(1));
    expect(reopened).toBeDefined();
    if (reopened) await recruitmentSteps(t, commissioner).apply(newcomer, reopened);
  });
});
