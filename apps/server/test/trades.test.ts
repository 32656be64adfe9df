import type { LeagueNewsPage, TradeDetail, TradePreview } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import type { tradesApi } from './support/trades';
import {
  expectOneOwnerEach,
  noticesOf,
  ownerOf,
  picksOf,
  proposal,
  skatersOf,
  teamOf,
  tradeLeague,
} from './support/trades';

// Issue 18: GMs propose, counter and accept trades; the accepted one is carried out at once in one
// transaction (review 'none', the default); proposals that break a rule are refused with the reason.

describe.each(DIALECTS)('trades on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let gmC: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({
      commissioner,
      league,
      api,
      gms: [gmA, gmB, gmC],
    } = await tradeLeague(t, 'Trade League'));
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t.close());

  it('proposes, counters and accepts: players, picks, cap hits, news, log and notifications move as one', async () => {
    const [a1, a2] = await skatersOf(t, teamId(0));
    const [b1] = await skatersOf(t, teamId(1));
    const [pickA] = await picksOf(t, teamId(0));
    const [pickB] = await picksOf(t, teamId(1));
    if (!a1 || !a2 || !b1 || !pickA || !pickB) throw new Error('Teams without players or picks');

    const first = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [a1.id] }], [teamId(1), { playerIds: [b1.id] }], 'Straight swap?'),
    );
    expect(first).toMatchObject({ status: 'proposed', note: 'Straight swap?', parentId: null });
    expect(first.sides.map((s) => s.team.id)).toEqual([teamId(0), teamId(1)]);
    expect(first.sides[0]?.gives.players.map((p) => p.id)).toEqual([a1.id]);
    expect(first.actions).toMatchObject({ accept: false, withdraw: true });
    const told = await noticesOf(t, gmB, 'trade_update');
    expect(told[0]).toMatchObject({ tradeId: first.id, event: 'proposed', teamId: teamId(1) });

    // B asks for a pick on top and adds one of its own.
    const counter = await api.act(
      gmB,
      first.id,
      'counter',
      proposal(
        [teamId(1), { playerIds: [b1.id], pickIds: [pickB] }],
        [teamId(0), { playerIds: [a1.id, a2.id], pickIds: [pickA] }],
        'Add the depth guy and a pick.',
      ),
    );
    expect(counter.statusCode, counter.body).toBe(201);
    const second: TradeDetail = counter.json();
    expect(second).toMatchObject({ status: 'proposed', parentId: first.id });
    const original: TradeDetail = (await api.get(gmA, first.id)).json();
    expect(original).toMatchObject({ status: 'countered', counterId: second.id });
    expect(original.thread.map((e) => e.kind)).toEqual(['proposed', 'countered']);
    expect((await noticesOf(t, gmA, 'trade_update'))[0]).toMatchObject({
      tradeId: second.id,
      event: 'countered',
    });
    // The countered original can no longer be accepted.
    const stale = await api.act(gmB, first.id, 'accept');
    expect(stale.statusCode).toBe(409);
    const staleForA = await api.act(gmA, first.id, 'withdraw');
    expect(staleForA.statusCode).toBe(409);
    expect(staleForA.json().message).toMatch(/counter-proposal/);

    const accepted = await api.act(gmA, second.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done: TradeDetail = accepted.json();
    expect(done.status).toBe('completed');
    // The counter's thread reads with the offer it answers, for the GMs who haggled.
    expect(done.thread.map((e) => e.kind)).toEqual([
      'proposed',
      'countered',
      'proposed',
      'accepted',
      'completed',
    ]);
    expect(done.thread[0]).toMatchObject({ kind: 'proposed', team: { id: teamId(0) } });

    expect((await teamOf(t, a1.id)).team_id).toBe(teamId(1));
    expect((await teamOf(t, a2.id)).team_id).toBe(teamId(1));
    expect((await teamOf(t, b1.id)).team_id).toBe(teamId(0));
    expect((await teamOf(t, a1.id)).cap_hit).toBe(a1.cap_hit);
    expect(await ownerOf(t, pickA)).toBe(teamId(1));
    expect(await ownerOf(t, pickB)).toBe(teamId(0));

    const news: LeagueNewsPage = (
      await requestsAs(t)(gmC, 'GET', `/api/league/${league.id}/feed?category=transactions`)
    ).json();
    const item = news.items.find((n) => n.kind === 'trade_completed');
    expect(item?.payload).toMatchObject({ tradeId: second.id });
    expect(JSON.stringify(item?.payload)).toContain(`${a1.first_name} ${a1.last_name}`);
    for (const gm of [gmA, gmB])
      expect((await noticesOf(t, gm, 'trade_update')).some((n) => n.event === 'completed')).toBe(true);
    const log = (
      await requestsAs(t)(gmC, 'GET', `/api/league/${league.id}/transactions?teamId=${teamId(1)}`)
    ).json();
    expect(log.transactions[0]).toMatchObject({ kind: 'traded' });

    // Everyone in the league sees the completed trade; the countered one stays between its GMs.
    const seen = (await api.list(gmC, '?status=done')).json();
    expect(seen.trades.map((tr: TradeDetail) => tr.id)).toContain(second.id);
    expect((await api.get(gmC, first.id)).statusCode).toBe(404);
    // Nor does its thread show him the haggling: it starts from the proposal he may see.
    const forC: TradeDetail = (await api.get(gmC, second.id)).json();
    expect(forC.thread.map((e) => e.kind)).toEqual(['proposed', 'accepted', 'completed']);
    expect((await api.get(commissioner, first.id)).statusCode).toBe(200);
  });

  it('refuses a proposal for a team the GM does not run, and his own acceptance', async () => {
    const [b1] = await skatersOf(t, teamId(1));
    const [c1] = await skatersOf(t, teamId(2));
    if (!b1 || !c1) throw new Error('No players');
    const forOther = await api.propose(gmA, proposal([teamId(1), { playerIds: [b1.id] }], [teamId(2), {}]));
    expect(forOther.statusCode).toBe(403);
    expect(forOther.json().message).toMatch(/GM or the commissioner/);

    const trade = await api.proposed(
      gmB,
      proposal([teamId(1), { playerIds: [b1.id] }], [teamId(2), { playerIds: [c1.id] }]),
    );
    const own = await api.act(gmB, trade.id, 'accept');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot accept your own proposal.');
    const outsider = await api.act(gmA, trade.id, 'accept');
    expect(outsider.statusCode).toBe(404);
    const declined = await api.act(gmC, trade.id, 'decline', { reason: 'Not enough for us.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', statusReason: 'Not enough for us.' });
    expect((await noticesOf(t, gmB, 'trade_update'))[0]).toMatchObject({
      event: 'declined',
      reason: 'Not enough for us.',
    });
    const again = await api.act(gmC, trade.id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/declined/);
    expect((await teamOf(t, b1.id)).team_id).toBe(teamId(1));
  });

  it('refuses a trade that would put a team over the cap or its active roster, naming team and problem', async () => {
    const [a1] = await skatersOf(t, teamId(0));
    const [b1, b2] = await skatersOf(t, teamId(1));
    if (!a1 || !b1 || !b2) throw new Error('No players');
    const { db } = t.ctx.database;
    await db.updateTable('players').set({ cap_hit: 100_000_000 }).where('id', '=', a1.id).execute();
    const body = proposal([teamId(0), { playerIds: [a1.id] }], [teamId(1), { playerIds: [b1.id] }]);
    const preview = await api.preview(gmA, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const seen: TradePreview = preview.json();
    const teamB = league.teams[1]?.name ?? '';
    expect(seen.problems.join(' ')).toMatch(new RegExp(`${teamB} would be .* over the cap`));
    const overB = seen.teams.find((p) => p.team.id === teamId(1));
    expect(overB?.payrollAfter).toBeGreaterThan(overB?.capLimit ?? 0);
    const refused = await api.propose(gmA, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`${teamB} would be .* over the cap`));
    await db.updateTable('players').set({ cap_hit: a1.cap_hit }).where('id', '=', a1.id).execute();

    // Team A at its active roster's limit takes two players for one.
    const active = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .where('status', '=', 'active')
      .execute();
    const minors = await db
      .selectFrom('players')
      .select('id')
      .where('team_id', '=', teamId(0))
      .where('status', '=', 'minors')
      .execute();
    const up = minors.slice(0, Math.max(0, 23 - active.length)).map((p) => p.id);
    if (up.length > 0)
      await db.updateTable('players').set({ status: 'active' }).where('id', 'in', up).execute();
    const crowded = await api.propose(
      gmA,
      proposal([teamId(0), { playerIds: [a1.id] }], [teamId(1), { playerIds: [b1.id, b2.id] }]),
    );
    expect(crowded.statusCode).toBe(409);
    expect(crowded.json().message).toMatch(
      /would have 24 players on its active roster, more than the 23 allowed/,
    );
    if (up.length > 0)
      await db.updateTable('players').set({ status: 'minors' }).where('id', 'in', up).execute();
  });

  it('lists open trades to their two GMs and the commissioner only, filtered by team and player', async () => {
    const [a1] = await skatersOf(t, teamId(0));
    const [pickB] = await picksOf(t, teamId(1));
    if (!a1 || !pickB) throw new Error('No assets');
    const trade = await api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [a1.id] }], [teamId(1), { pickIds: [pickB] }]),
    );
    const ids = async (user: TestUser, query: string) =>
      ((await api.list(user, query)).json().trades as TradeDetail[]).map((tr) => tr.id);
    expect(await ids(gmA, '?status=open')).toContain(trade.id);
    expect(await ids(gmB, `?status=open&teamId=${teamId(0)}`)).toContain(trade.id);
    expect(await ids(commissioner, `?playerId=${a1.id}`)).toContain(trade.id);
    expect(await ids(gmC, '?status=open')).not.toContain(trade.id);
    expect(await ids(gmA, `?status=open&teamId=${teamId(2)}`)).not.toContain(trade.id);
    expect(await ids(gmA, '?status=proposed')).toContain(trade.id);
    expect((await api.list(gmA, '?status=nonsense')).statusCode).toBe(400);
    await api.act(gmA, trade.id, 'withdraw');
  });

  it("takes a traded player out of his old team's lineup, mends it and tells its GM", async () => {
    const { db } = t.ctx.database;
    const row = await db
      .selectFrom('lineups')
      .select('lineup')
      .where('team_id', '=', teamId(2))
      .executeTakeFirstOrThrow();
    const dressed = new Set(
      Object.values(JSON.parse(row.lineup) as Record<string, number | string | null>).map(Number),
    );
    const skater = (await skatersOf(t, teamId(2))).find((p) => dressed.has(p.id));
    const [pickA] = await picksOf(t, teamId(0));
    if (!skater || !pickA) throw new Error('No dressed skater');
    const trade = await api.proposed(
      gmC,
      proposal([teamId(2), { playerIds: [skater.id] }], [teamId(0), { pickIds: [pickA] }]),
    );
    expect((await api.act(gmA, trade.id, 'accept')).json().status).toBe('completed');
    const after = await db
      .selectFrom('lineups')
      .select('lineup')
      .where('team_id', '=', teamId(2))
      .executeTakeFirstOrThrow();
    expect(Object.values(JSON.parse(after.lineup) as Record<string, unknown>).map(Number)).not.toContain(
      skater.id,
    );
    const told = await noticesOf(t, gmC, 'trade_update');
    expect(told.some((n) => n.event === 'lineup_repaired' && n.tradeId === trade.id)).toBe(true);
  });

  it('lets the proposer withdraw, and the commissioner propose for any team', async () => {
    const [b1] = await skatersOf(t, teamId(1));
    const [pickD] = await picksOf(t, teamId(3));
    if (!b1 || !pickD) throw new Error('No assets');
    const byCommissioner = await api.proposed(
      commissioner,
      proposal([teamId(3), { pickIds: [pickD] }], [teamId(1), { playerIds: [b1.id] }]),
    );
    expect(byCommissioner.sides[0]?.humanGm).toBe(false);
    const withdrawn = await api.act(commissioner, byCommissioner.id, 'withdraw');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect((await noticesOf(t, gmB, 'trade_update'))[0]).toMatchObject({ event: 'withdrawn' });
    const open = (await api.list(gmB, '?status=open')).json();
    expect(open.trades.map((tr: TradeDetail) => tr.id)).not.toContain(byCommissioner.id);
  });
});
