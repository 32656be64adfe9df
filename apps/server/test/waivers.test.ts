import type { PlayerStatus, CapSheetResponse, TransactionsResponse, WaiversResponse } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDueWaivers } from '../src/modules/contracts/resolve-waivers';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import { makeCapRoomForLeague } from './support/cap-room';

// Issue 17: waivers: a player who is not exempt passes through them for 24 league-clock hours; any
// other team may claim him; the best priority that still has room wins, once, even with two processes.

const DAY_AND_AN_HOUR = 25 * 3_600_000;

describe.each(DIALECTS)('waivers on %s', (dialect) => {
  let t: TestApp;
  let second: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let gm2: TestUser;
  let gm3: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const waiversUrl = () => `/api/league/${league.id}/waivers`;
  const claimUrl = (waiverId: number) => `/api/league/${league.id}/waivers/${waiverId}/claim`;

  async function capSheet(team: number): Promise<CapSheetResponse> {
    return (await inject(gm, 'GET', `/api/league/${league.id}/team/${team}/cap`)).json();
  }
  async function waivers(user: TestUser): Promise<WaiversResponse> {
    const response = await inject(user, 'GET', waiversUrl());
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** A healthy veteran of team 0's active roster, made plainly not exempt: ten seasons and 500 games in. */
  async function veteran(): Promise<number> {
    const sheet = await capSheet(teamId(0));
    const onWaivers = new Set((await waivers(gm)).waivers.map((w) => w.player.id));
    const player = sheet.players.find((p) => p.placement === 'active' && !p.injured && !onWaivers.has(p.id));
    if (!player) throw new Error('No player left to waive');
    await t.ctx.database.db
      .updateTable('players')
      .set({ first_contract_year: sheet.season.startYear - 10, prior_games: 500, age_at_first_contract: 20 })
      .where('id', '=', player.id)
      .execute();
    return player.id;
  }
  async function waive(playerId: number, move: 'sendDown' | 'release') {
    const url = `/api/league/${league.id}/team/${teamId(0)}/roster-moves`;
    const response = await inject(gm, 'POST', url, { playerId, move });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function waiverOf(playerId: number) {
    const waiver = (await waivers(gm)).waivers.find((w) => w.player.id === playerId);
    if (!waiver) throw new Error('He is not on waivers');
    return waiver;
  }
  async function teamOf(playerId: number) {
    const row = await t.ctx.database.db
      .selectFrom('players')
      .select(['team_id', 'status'])
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow();
    return row;
  }
  /** Sets a team's active roster to `size`, sending the rest to the minors or calling minor leaguers up. */
  async function activeRosterOf(team: number, size: number) {
    const { players } = await capSheet(team);
    const active = players.filter((p) => p.placement === 'active');
    const minors = players.filter((p) => p.placement === 'minors');
    const set = async (ids: number[], status: PlayerStatus) => {
      if (ids.length > 0)
        await t.ctx.database.db.updateTable('players').set({ status }).where('id', 'in', ids).execute();
    };
    await set(
      active.slice(size).map((p) => p.id),
      'minors',
    );
    await set(
      minors.slice(0, Math.max(0, size - active.length)).map((p) => p.id),
      'active',
    );
  }
  async function noticesOf(user: TestUser, kind: string) {
    const page = (await inject(user, 'GET', '/api/notifications')).json();
    return (page.notifications as { kind: string; payload: Record<string, unknown> }[])
      .filter((n) => n.kind === kind)
      .map((n) => n.payload);
  }
  /** Moves both processes' clocks on; sign-ins that long ago are signed in again. */
  async function later(ms: number) {
    t.advance(ms);
    second.advance(ms);
    for (const user of [commissioner, gm, gm2, gm3])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, t);
    commissioner = await signUp(t);
    gm = await signUp(t);
    gm2 = await signUp(t);
    gm3 = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Waiver League', [gm, gm2, gm3]);
    // Room under the cap for the moves below: a new league's teams spend near it.
    await makeCapRoomForLeague(t, league.id, 20_000_000);
    await activeRosterOf(teamId(0), 22);
    await activeRosterOf(teamId(1), 20);
    await activeRosterOf(teamId(2), 20);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('puts a player who is not exempt on waivers for 24 hours instead of sending him down', async () => {
    const playerId = await veteran();
    const result = await waive(playerId, 'sendDown');
    expect(result.transaction).toMatchObject({
      kind: 'waived',
      text: 'Placed on waivers, headed to the minors',
    });
    const onSheet = result.capSheet.players.find((p: { id: number }) => p.id === playerId);
    expect(onSheet).toMatchObject({ placement: 'active', waiverExempt: false });
    expect(onSheet.waiverId).toEqual(expect.any(Number));
    const waiver = await waiverOf(playerId);
    expect(Date.parse(waiver.endsAt) - Date.parse(waiver.placedAt)).toBe(24 * 3_600_000);
    expect(waiver).toMatchObject({ headedTo: 'minors', fromTeam: { id: teamId(0) }, claimedByMyTeam: false });

    const again = await inject(gm, 'POST', `/api/league/${league.id}/team/${teamId(0)}/roster-moves`, {
      playerId,
      move: 'release',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is on waivers/);
  });

  it('takes claims from other GMs only, once each, and gives him to the best priority when they end', async () => {
    const playerId = await veteran();
    await waive(playerId, 'sendDown');
    const { id } = await waiverOf(playerId);

    const own = await inject(gm, 'POST', claimUrl(id));
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toMatch(/Your team placed .* on waivers/);
    expect((await inject(commissioner, 'POST', claimUrl(id))).statusCode).toBe(403);
    expect((await inject(gm2, 'POST', claimUrl(id))).json()).toMatchObject({ id, claimedByMyTeam: true });
    const twice = await inject(gm2, 'POST', claimUrl(id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already claimed/);
    expect((await inject(gm3, 'POST', claimUrl(id))).statusCode).toBe(200);
    expect((await waivers(gm2)).myPriority).toEqual(expect.any(Number));

    expect(await resolveDueWaivers(t.ctx)).toBe(0);
    await later(DAY_AND_AN_HOUR);
    const late = await inject(gm3, 'POST', claimUrl(id));
    expect(late.statusCode).toBe(409);

    // Two server processes at once on PostgreSQL (SQLite serves one): each waiver resolves once.
    const resolved =
      dialect === 'postgres'
        ? await Promise.all([resolveDueWaivers(t.ctx), resolveDueWaivers(second.ctx)])
        : [await resolveDueWaivers(t.ctx), await resolveDueWaivers(second.ctx)];
    expect(resolved.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await resolveDueWaivers(t.ctx)).toBe(0);

    // Nobody has played: every team is level and the lower id claims first.
    const winner = Math.min(teamId(1), teamId(2));
    expect(await teamOf(playerId)).toEqual({ team_id: winner, status: 'active' });
    const log: TransactionsResponse = (
      await inject(gm, 'GET', `/api/league/${league.id}/transactions`)
    ).json();
    const claimed = log.transactions.filter((x) => x.kind === 'claimed' && x.playerId === playerId);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({
      teamId: winner,
      text: `Claimed off waivers from ${league.teams[0]?.name}`,
    });

    // The waiving GM and the winning GM are told; the league's news has the claim.
    const winnerTeam = league.teams.find((team) => team.id === winner);
    expect(await noticesOf(gm, 'waivers_ended')).toContainEqual(
      expect.objectContaining({ playerId, outcome: 'claimed', claimedBy: winnerTeam?.name }),
    );
    const [winnerGm, loserGm] = winner === teamId(1) ? [gm2, gm3] : [gm3, gm2];
    expect(await noticesOf(winnerGm, 'waiver_claim_won')).toContainEqual(
      expect.objectContaining({ playerId, fromTeamName: league.teams[0]?.name }),
    );
    expect(await noticesOf(loserGm, 'waiver_claim_won')).toEqual([]);
    const feed = (await inject(gm, 'GET', `/api/league/${league.id}/feed?kind=transactions`)).json();
    const news = (feed.items as { kind: string; payload: { playerId?: number } }[]).map((item) => [
      item.kind,
      item.payload.playerId,
    ]);
    expect(news).toContainEqual(['waiver_claim', playerId]);
  });

  it('refuses a claim from a team without room, and sends an unclaimed player where he was headed', async () => {
    await activeRosterOf(teamId(0), 23);
    await activeRosterOf(teamId(2), 23);
    const down = await veteran();
    await waive(down, 'sendDown');
    const claim = await inject(gm3, 'POST', claimUrl((await waiverOf(down)).id));
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toMatch(/^Your active roster is full \(23 players\)/);

    const released = await veteran();
    const before = await capSheet(teamId(0));
    const player = before.players.find((p) => p.id === released);
    await waive(released, 'release');
    await later(DAY_AND_AN_HOUR);
    expect(await resolveDueWaivers(t.ctx)).toBe(2);
    expect(await teamOf(down)).toEqual({ team_id: teamId(0), status: 'minors' });
    expect((await teamOf(released)).team_id).toBeNull();
    const after = await capSheet(teamId(0));
    expect(after.charges).toContainEqual(expect.objectContaining({ playerId: released, kind: 'buyout' }));
    expect(after.players.some((p) => p.id === released)).toBe(false);
    expect(player).toBeDefined();
    const log: TransactionsResponse = (
      await inject(gm, 'GET', `/api/league/${league.id}/transactions`)
    ).json();
    const cleared = log.transactions.filter(
      (x) => x.kind === 'cleared' && [down, released].includes(x.playerId ?? 0),
    );
    expect(cleared.slice(0, 2).map((x) => x.text)).toEqual([
      'Cleared waivers and was bought out',
      'Cleared waivers and went to the minors',
    ]);
    expect((await waivers(gm)).waivers).toEqual([]);
    expect(await noticesOf(gm, 'waivers_ended')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ playerId: down, outcome: 'minors', claimedBy: null }),
        expect.objectContaining({ playerId: released, outcome: 'bought_out' }),
      ]),
    );
  });
});
