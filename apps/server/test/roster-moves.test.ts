import {
  NHL_CONTRACT_SETTINGS,
  type CapSheetPlayer,
  type CapSheetResponse,
  type RosterMoveResponse,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { activeRosterOf as setActiveRoster } from './support/trades';

// Issue 17: the cap sheet and roster moves: call up, send down, injured reserve, buy-outs, and the
// checks each makes (the roster's limits, the cap, the team's own GM).

describe.each(DIALECTS)('roster moves on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let otherGm: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const capUrl = (team: number) => `/api/league/${league.id}/team/${team}/cap`;
  const moveUrl = (team: number) => `/api/league/${league.id}/team/${team}/roster-moves`;

  async function capSheet(team = teamId(0)): Promise<CapSheetResponse> {
    const response = await inject(gm, 'GET', capUrl(team));
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  async function move(playerId: number, kind: string, user = gm, team = teamId(0)) {
    return inject(user, 'POST', moveUrl(team), { playerId, move: kind });
  }
  async function moved(playerId: number, kind: string): Promise<RosterMoveResponse> {
    const response = await move(playerId, kind);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** Sets how many players the team has on its active roster, sending the cheapest others down. */
  async function activeRosterOf(team: number, size: number) {
    const sheet = await capSheet(team);
    const active = sheet.players.filter((p) => p.placement === 'active').sort((a, b) => b.capHit - a.capHit);
    const extra = active.slice(size).map((p) => p.id);
    if (extra.length > 0)
      await t.ctx.database.db
        .updateTable('players')
        .set({ status: 'minors' })
        .where('id', 'in', extra)
        .execute();
  }
  const find = (sheet: CapSheetResponse, id: number) => sheet.players.find((p) => p.id === id);
  const activeWhere = (sheet: CapSheetResponse, test: (p: CapSheetPlayer) => boolean) => {
    const player = sheet.players.find((p) => p.placement === 'active' && !p.injured && test(p));
    if (!player) throw new Error('No such player on the roster');
    return player;
  };

  /** Makes players exempt from waivers: their first contract signed this season. */
  async function makeExempt(sheet: CapSheetResponse, ids: number[]) {
    await t.ctx.database.db
      .updateTable('players')
      .set({ first_contract_year: sheet.season.startYear, prior_games: 0, age_at_first_contract: 25 })
      .where('id', 'in', ids)
      .execute();
  }
  /** A skater (a goalie sent down may leave no goalie free to take his place) made exempt. */
  async function exemptActive(): Promise<CapSheetPlayer> {
    const sheet = await capSheet();
    const player = activeWhere(sheet, (p) => p.position !== 'G');
    await makeExempt(sheet, [player.id]);
    return { ...player, waiverExempt: true };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    otherGm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Cap League', [gm, otherGm]);
  });
  afterAll(() => t.close());

  it('shows any team its cap sheet: payroll from each contract, five seasons of commitments, the limits', async () => {
    const response = await inject(otherGm, 'GET', capUrl(teamId(0)));
    expect(response.statusCode, response.body).toBe(200);
    const sheet: CapSheetResponse = response.json();
    expect(sheet.season.upperLimit).toBeGreaterThan(90_000_000);
    expect(sheet.payroll).toBe(sheet.players.reduce((sum, p) => sum + p.capCharge, 0));
    expect(sheet.capSpace).toBe(sheet.season.upperLimit - sheet.payroll);
    // The payroll by what it counts adds up to it; what burying spares is the minors' cap hits not charged.
    const { roster, injuredReserve, minors, buried, dead, retained } = sheet.breakdown;
    expect(roster + injuredReserve + minors + dead + retained).toBe(sheet.payroll);
    const inMinors = sheet.players.filter((p) => p.placement === 'minors');
    expect(minors).toBe(inMinors.reduce((sum, p) => sum + p.capCharge, 0));
    expect(buried).toBe(inMinors.reduce((sum, p) => sum + p.capHit - p.capCharge, 0));
    expect(roster).toBe(
      sheet.players.filter((p) => p.placement === 'active').reduce((sum, p) => sum + p.capHit, 0),
    );
    expect(sheet.seasons.map((s) => s.startYear)).toEqual(
      [0, 1, 2, 3, 4].map((i) => sheet.season.startYear + i),
    );
    expect(sheet.seasons[0]?.committed).toBe(sheet.players.reduce((sum, p) => sum + p.capHit, 0));
    expect(sheet.limits).toEqual({ activeRosterMin: 20, activeRosterMax: 23, maxContracts: 50 });
    expect(sheet.activeRoster).toBe(sheet.players.filter((p) => p.placement === 'active').length);
    expect((await inject(null, 'GET', capUrl(teamId(0)))).statusCode).toBe(401);
    expect((await inject(gm, 'GET', capUrl(999_999))).statusCode).toBe(404);
  });

  it("lets only the team's own GM or the commissioner move its players", async () => {
    const sheet = await capSheet();
    const player = activeWhere(sheet, () => true);
    const response = await move(player.id, 'sendDown', otherGm);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Only this team's GM or the commissioner/);
    const elsewhere = (await capSheet(teamId(1))).players[0]?.id ?? 0;
    expect((await move(elsewhere, 'sendDown')).statusCode).toBe(404);
    expect(
      (await inject(gm, 'POST', moveUrl(teamId(0)), { playerId: player.id, move: 'trade' })).statusCode,
    ).toBe(400);
  });

  it('refuses a call-up to a full roster, naming the limit', async () => {
    await activeRosterOf(teamId(0), 23);
    const minor = (await capSheet()).players.find((p) => p.placement === 'minors');
    const response = await move(minor?.id ?? 0, 'callUp');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^The active roster is full \(23 players\)/);
  });

  it('sends an exempt player down at once: off the lineup, his buried part off the payroll, logged', async () => {
    const player = await exemptActive();
    const before = await capSheet();
    const result = await moved(player.id, 'sendDown');
    expect(result.transaction).toMatchObject({
      kind: 'sendDown',
      playerId: player.id,
      text: 'Sent to the minors',
    });
    const after = result.capSheet;
    expect(find(after, player.id)?.placement).toBe('minors');
    expect(after.activeRoster).toBe(before.activeRoster - 1);
    expect(after.payroll).toBe(before.payroll - player.capHit + (find(after, player.id)?.capCharge ?? 0));
    const lineup = (await inject(gm, 'GET', `/api/user/league/${league.id}/team/${teamId(0)}/lineup`)).json()
      .lineup;
    expect(Object.values(lineup)).not.toContain(player.id);

    const back = await moved(player.id, 'callUp');
    expect(back.transaction.text).toBe('Called up from the minors');
    expect(find(back.capSheet, player.id)?.placement).toBe('active');
  });

  it('refuses a call-up that would break the cap, with the overage in words', async () => {
    await activeRosterOf(teamId(0), 22);
    const { payroll } = await capSheet();
    // A cap (announced in $100K steps) at most $200K above the payroll: every call-up adds more than that.
    const upperLimit = Math.ceil(payroll / 100_000) * 100_000 + 100_000;
    const capLimits = [{ startYear: 2000, upperLimit, floor: 10_000_000 }];
    const settings = { ...NHL_CONTRACT_SETTINGS, capLimits, capGrowthPercent: 0 };
    const { db } = t.ctx.database;
    await db
      .updateTable('leagues')
      .set({ contract_settings: JSON.stringify(settings) })
      .where('id', '=', league.id)
      .execute();
    const sheet = await capSheet();
    expect(sheet.capSpace).toBeGreaterThan(0);
    expect(sheet.capSpace).toBeLessThanOrEqual(200_000);
    const minor = sheet.players
      .filter((p) => p.placement === 'minors')
      .sort((a, b) => b.capHit - a.capHit)[0];
    const response = await move(minor?.id ?? 0, 'callUp');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/would put the team \$[\d.]+[MK] over the cap of \$[\d.]+M\.$/);
    await db.updateTable('leagues').set({ contract_settings: null }).where('id', '=', league.id).execute();
  });

  it('puts only an injured player on injured reserve, and activates him once he is fit', async () => {
    const sheet = await capSheet();
    const player = activeWhere(sheet, () => true);
    const healthy = await move(player.id, 'injuredReserve');
    expect(healthy.statusCode).toBe(409);
    expect(healthy.json().message).toMatch(/is not injured/);

    const injury = {
      type: 'Knee',
      injuredOn: '2026-10-01',
      returnDate: '2026-12-01',
      gamesOut: 20,
      dayToDay: false,
    };
    const { db } = t.ctx.database;
    await db
      .updateTable('players')
      .set({ injury: JSON.stringify(injury) })
      .where('id', '=', player.id)
      .execute();
    const placed = await moved(player.id, 'injuredReserve');
    expect(find(placed.capSheet, player.id)).toMatchObject({
      placement: 'injured-reserve',
      capCharge: player.capHit,
    });
    expect(placed.capSheet.activeRoster).toBe(sheet.activeRoster - 1);
    expect(placed.capSheet.payroll).toBe(sheet.payroll);

    expect((await move(player.id, 'activate')).json().message).toMatch(/is still injured/);
    await db.updateTable('players').set({ injury: null }).where('id', '=', player.id).execute();
    const activated = await moved(player.id, 'activate');
    expect(activated.transaction.text).toBe('Activated from injured reserve');
    expect(find(activated.capSheet, player.id)?.placement).toBe('active');
  });

  it('buys out an exempt player: he leaves, a third (two from 26) of what is left charged over twice the seasons', async () => {
    const player = await exemptActive();
    const sheet = await capSheet();
    const result = await moved(player.id, 'release');
    const share = player.age >= 26 ? 2 / 3 : 1 / 3;
    const perSeason = Math.round(
      Math.round(player.capHit * player.yearsLeft * share) / (player.yearsLeft * 2),
    );
    expect(result.transaction.text).toMatch(
      /^Bought out: \$[\d.]+[MK] a season against the cap through \d{4}-\d{2}$/,
    );
    expect(find(result.capSheet, player.id)).toBeUndefined();
    expect(result.capSheet.charges).toContainEqual(
      expect.objectContaining({ playerId: player.id, kind: 'buyout', chargePerSeason: perSeason }),
    );
    expect(result.capSheet.payroll).toBe(sheet.payroll - player.capHit + perSeason);
    const row = await t.ctx.database.db
      .selectFrom('players')
      .select('team_id')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.team_id).toBeNull();

    const log = (
      await inject(otherGm, 'GET', `/api/league/${league.id}/transactions?teamId=${teamId(0)}`)
    ).json();
    expect(log.transactions[0]).toMatchObject({ kind: 'buyout', playerId: player.id, teamId: teamId(0) });
    expect(log.transactions.map((x: { kind: string }) => x.kind)).toEqual(
      expect.arrayContaining(['sendDown', 'callUp', 'injuredReserve', 'activate', 'buyout']),
    );
  });

  it('of two moves at once when only one fits above the roster minimum, makes that one', async () => {
    await activeRosterOf(teamId(0), 21);
    const sheet = await capSheet();
    const [a, b] = sheet.players.filter((p) => p.placement === 'active' && !p.injured);
    if (!a || !b) throw new Error('Two players needed');
    // Both exempt from waivers, so each would go down at once.
    await makeExempt(sheet, [a.id, b.id]);
    const results = await Promise.all([move(a.id, 'sendDown'), move(b.id, 'sendDown')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toMatch(/cannot drop below 20 players/);
    expect((await capSheet()).activeRoster).toBe(20);
  });
  it('refuses a release that would leave the roster under its minimum, counting the players already on waivers', async () => {
    await setActiveRoster(t, teamId(0), 22);
    const sheet = await capSheet();
    expect(sheet.activeRoster).toBe(22);
    const skaters = sheet.players.filter((p) => p.placement === 'active' && !p.injured && p.position !== 'G');
    const leaving = skaters.slice(0, 3).map((p) => p.id);
    const [a, b, c] = leaving;
    if (!a || !b || !c) throw new Error('Three skaters needed');
    // Veterans past their exemption: each release passes through waivers, and he stays on the roster
    // until they end.
    await t.ctx.database.db
      .updateTable('players')
      .set({ first_contract_year: sheet.season.startYear - 8, age_at_first_contract: 20, prior_games: 500 })
      .where('id', 'in', leaving)
      .execute();
    for (const id of [a, b]) {
      const released = await move(id, 'release');
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json().transaction).toMatchObject({ kind: 'waived' });
    }
    // 22 on the roster, 2 of them on their way off: a third would leave 19 against a minimum of 20.
    const third = await move(c, 'release');
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().message).toBe(
      'The active roster cannot drop below 20 players (2 of its 22 are on waivers): call someone up first.',
    );
    expect((await move(c, 'sendDown')).json().message).toMatch(
      /^The active roster cannot drop below 20 players/,
    );
    const after = await capSheet();
    expect(after.activeRoster).toBe(22);
    expect(
      after.players.filter((p) => p.placement === 'active' && p.waiverId !== null).map((p) => p.id),
    ).toEqual(expect.arrayContaining([a, b]));
    expect(after.players.find((p) => p.id === c)?.waiverId).toBeNull();
  });
});
