import type { CapSheetResponse, TradeDetail } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import type { tradesApi } from './support/trades';
import {
  expectOneOwnerEach,
  ownerOf,
  picksOf,
  proposal,
  skatersOf,
  teamOf,
  tradeLeague,
} from './support/trades';

// Issue 18: salary retained in a trade (NHL rules: 50% of a contract, three contracts a team, 15% of the
// cap, twice a contract) and the commissioner's reversal of a completed trade within the review window.

const HOUR = 3_600_000;

describe.each(DIALECTS)('retained salary and reversal on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let gmC: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const capOf = async (team: number): Promise<CapSheetResponse> =>
    (await requestsAs(t)(gmA, 'GET', `/api/league/${league.id}/team/${team}/cap`)).json();
  /** A contract's cap hit set to a round figure, so the retained share is plain. */
  async function priced(playerId: number, capHit: number) {
    await t.ctx.database.db
      .updateTable('players')
      .set({ cap_hit: capHit, contract_years: 3 })
      .where('id', '=', playerId)
      .execute();
  }
  async function fakeCharges(team: number, playerId: number | null, count: number, each: number) {
    const year = (await capOf(team)).season.startYear;
    for (let i = 0; i < count; i += 1)
      await t.ctx.database.db
        .insertInto('cap_charges')
        .values({
          league_id: league.id,
          team_id: team,
          player_id: playerId,
          kind: 'retained',
          first_year: year,
          seasons: 2,
          charge_per_season: each,
          created_at: new Date().toISOString(),
        })
        .execute();
  }
  const clearFakes = () =>
    t.ctx.database.db.deleteFrom('cap_charges').where('trade_id', 'is', null).execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({
      commissioner,
      league,
      api,
      gms: [gmA, gmB, gmC],
    } = await tradeLeague(t, 'Retention League'));
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t.close());

  it('keeps the retained share on the giving team as a charge, and the reversal undoes all of it', async () => {
    const [a1] = await skatersOf(t, teamId(0));
    const [pickB] = await picksOf(t, teamId(1));
    if (!a1 || !pickB) throw new Error('No assets');
    await priced(a1.id, 4_000_000);
    const before = await capOf(teamId(0));
    const trade = await api.proposed(
      gmA,
      proposal(
        [teamId(0), { playerIds: [a1.id], retained: [{ playerId: a1.id, percent: 25 }] }],
        [teamId(1), { pickIds: [pickB] }],
      ),
    );
    expect(trade.sides[0]?.gives.players[0]).toMatchObject({ capHit: 4_000_000, retainedPercent: 25 });
    const done = await api.act(gmB, trade.id, 'accept');
    expect(done.statusCode, done.body).toBe(200);
    expect((await teamOf(t, a1.id)).cap_hit).toBe(3_000_000);
    const after = await capOf(teamId(0));
    expect(after.charges.find((d) => d.playerId === a1.id)).toMatchObject({
      kind: 'retained',
      chargePerSeason: 1_000_000,
    });
    expect(after.payroll).toBe(before.payroll - 3_000_000);

    expect((await api.act(gmA, trade.id, 'reverse')).statusCode).toBe(403);
    const reversed = await api.act(commissioner, trade.id, 'reverse');
    expect(reversed.statusCode, reversed.body).toBe(200);
    const detail: TradeDetail = reversed.json();
    expect(detail.status).toBe('reversed');
    expect(detail.thread.map((e) => e.kind)).toEqual(['proposed', 'accepted', 'completed', 'reversed']);
    expect(await teamOf(t, a1.id)).toMatchObject({ team_id: teamId(0), cap_hit: 4_000_000 });
    expect(await ownerOf(t, pickB)).toBe(teamId(1));
    const back = await capOf(teamId(0));
    expect(back.charges.some((d) => d.playerId === a1.id)).toBe(false);
    expect(back.payroll).toBe(before.payroll);
    const news = await t.ctx.database.db
      .selectFrom('league_news')
      .select('kind')
      .where('league_id', '=', league.id)
      .where('kind', '=', 'trade_reversed')
      .execute();
    expect(news).toHaveLength(1);
    expect((await api.act(commissioner, trade.id, 'reverse')).statusCode).toBe(409);
  });

  it('reverses only within the review window, and only while every asset is where the trade sent it', async () => {
    const [, a2, a3] = await skatersOf(t, teamId(0));
    const [, b2] = await skatersOf(t, teamId(1));
    if (!a2 || !a3 || !b2) throw new Error('No players');
    const moved = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [a2.id] }], [teamId(1), { playerIds: [b2.id] }]),
    );
    await api.act(gmB, moved.id, 'accept');
    // B sends him on to a third team.
    const [c] = await skatersOf(t, teamId(2));
    const onward = await api.proposed(
      gmB,
      proposal([teamId(1), { playerIds: [a2.id] }], [teamId(2), { playerIds: [c?.id ?? 0] }]),
    );
    expect((await api.act(gmC, onward.id, 'accept')).json().status).toBe('completed');
    const refused = await api.act(commissioner, moved.id, 'reverse');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is no longer with .*: the trade cannot be reversed/);
    expect((await teamOf(t, a2.id)).team_id).toBe(teamId(2));

    const late = await api.proposed(gmA, proposal([teamId(0), { playerIds: [a3.id] }], [teamId(1), {}]));
    await api.act(gmB, late.id, 'accept');
    t.advance(25 * HOUR);
    for (const user of [commissioner, gmA, gmB])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
    const tooLate = await api.act(commissioner, late.id, 'reverse');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/review window ended/);
  });

  it('refuses retention past the NHL limits, naming the rule', async () => {
    const [a4, a5] = (await skatersOf(t, teamId(0))).slice(-2);
    const [pickB] = await picksOf(t, teamId(1));
    if (!a4 || !a5 || !pickB) throw new Error('No assets');
    await priced(a4.id, 2_000_000);
    const keep = (percent: number) =>
      proposal(
        [teamId(0), { playerIds: [a4.id], retained: [{ playerId: a4.id, percent }] }],
        [teamId(1), { pickIds: [pickB] }],
      );

    await fakeCharges(teamId(0), null, 3, 100_000);
    const tooMany = await api.propose(gmA, keep(10));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toMatch(/retain salary on 4 contracts; a team may retain on at most 3/);
    await clearFakes();

    const cap = (await capOf(teamId(0))).season.upperLimit;
    await fakeCharges(teamId(0), null, 1, Math.floor(cap * 0.15) - 100_000);
    const tooMuch = await api.propose(gmA, keep(10));
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/more than 15% of the cap/);
    await clearFakes();

    await fakeCharges(teamId(2), a4.id, 2, 100_000);
    const twice = await api.propose(gmA, keep(10));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      /already been retained 2 times; a contract may be retained at most 2 times/,
    );
    await clearFakes();

    const fine = await api.propose(gmA, keep(50));
    expect(fine.statusCode, fine.body).toBe(201);
    await api.act(gmA, fine.json().id, 'withdraw');
  });
});
