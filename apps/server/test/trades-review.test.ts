import type { TradeDetail } from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveDueTrades } from '../src/modules/trades/expiry';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import {
  activeRosterOf,
  expectOneOwnerEach,
  noticesOf,
  picksOf,
  proposal,
  setTradeSettings,
  skatersOf,
  teamOf,
  tradesApi,
} from './support/trades';

// Issue 18: the league's review of agreed trades (commissioner approval, a veto window with the GMs'
// votes), proposals that expire on the league clock, and the trade deadline.

const HOUR = 3_600_000;

describe.each(DIALECTS)('trade review and timing on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gms: TestUser[];
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const gm = (i: number) => gms[i] as TestUser;

  /** A one-for-one swap between teams `i` and `j`, proposed by `i`'s GM; each time with players not yet used. */
  async function swap(
    i: number,
    j: number,
    nth = 0,
  ): Promise<{ trade: TradeDetail; mine: number; theirs: number }> {
    const mine = (await skatersOf(t, teamId(i)))[nth]?.id ?? 0;
    const theirs = (await skatersOf(t, teamId(j)))[nth]?.id ?? 0;
    const trade = await api.proposed(
      gm(i),
      proposal([teamId(i), { playerIds: [mine] }], [teamId(j), { playerIds: [theirs] }]),
    );
    return { trade, mine, theirs };
  }
  async function later(ms: number) {
    t.advance(ms);
    for (const user of [commissioner, ...gms])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gms = [await signUp(t), await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, commissioner, 'Review League', gms);
    api = tradesApi(t, league.id);
    for (const team of league.teams) await activeRosterOf(t, team.id, 20);
  });
  beforeEach(async () => setTradeSettings(t, league.id, {}));
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t.close());

  it("waits for the commissioner's approval, which only he gives, or his veto", async () => {
    await setTradeSettings(t, league.id, { review: 'commissioner' });
    const { trade, mine, theirs } = await swap(0, 1);
    const accepted = await api.act(gm(1), trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('awaiting_approval');
    expect((await noticesOf(t, commissioner, 'trade_review'))[0]).toMatchObject({
      tradeId: trade.id,
      why: 'approval',
    });
    expect((await noticesOf(t, gm(0), 'trade_update'))[0]).toMatchObject({ event: 'accepted' });
    expect((await teamOf(t, mine)).team_id).toBe(teamId(0));
    expect((await api.act(gm(0), trade.id, 'approve')).statusCode).toBe(403);
    const detail: TradeDetail = (await api.get(commissioner, trade.id)).json();
    expect(detail.actions).toMatchObject({ approve: true, veto: true, accept: false });
    const approved = await api.act(commissioner, trade.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('completed');
    expect((await teamOf(t, mine)).team_id).toBe(teamId(1));
    expect((await teamOf(t, theirs)).team_id).toBe(teamId(0));

    const next = await swap(2, 3);
    await api.act(gm(3), next.trade.id, 'accept');
    const vetoed = await api.act(commissioner, next.trade.id, 'veto', { reason: 'Collusion.' });
    expect(vetoed.statusCode, vetoed.body).toBe(200);
    expect(vetoed.json()).toMatchObject({ status: 'vetoed', statusReason: 'Collusion.' });
    expect((await noticesOf(t, gm(2), 'trade_update'))[0]).toMatchObject({
      event: 'vetoed',
      reason: 'Collusion.',
    });
    expect((await teamOf(t, next.mine)).team_id).toBe(teamId(2));
  });

  it('holds a trade for its veto window: enough votes of the other GMs stop it, else the job carries it out', async () => {
    await setTradeSettings(t, league.id, { review: 'veto', reviewHours: 24, vetoVotePercent: 100 });
    const { trade, mine } = await swap(0, 1, 1);
    const accepted = await api.act(gm(1), trade.id, 'accept');
    expect(accepted.json()).toMatchObject({ status: 'in_review', vetoVotes: 0, vetoVotesNeeded: 2 });
    expect((await noticesOf(t, commissioner, 'trade_review'))[0]).toMatchObject({ why: 'veto_window' });
    const own = await api.act(gm(0), trade.id, 'veto');
    expect(own.statusCode).toBe(403);
    const first = await api.act(gm(2), trade.id, 'veto', { reason: 'Lopsided.' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'in_review', vetoVotes: 1 });
    expect((await api.act(gm(2), trade.id, 'veto')).statusCode).toBe(409);
    const second = await api.act(gm(3), trade.id, 'veto');
    expect(second.json()).toMatchObject({ status: 'vetoed', vetoVotes: 2 });
    expect((await teamOf(t, mine)).team_id).toBe(teamId(0));

    const other = await swap(2, 3, 1);
    await api.act(gm(3), other.trade.id, 'accept');
    await resolveDueTrades(t.ctx);
    expect((await api.get(gm(2), other.trade.id)).json().status).toBe('in_review');
    await later(25 * HOUR);
    expect(await resolveDueTrades(t.ctx)).toMatchObject({ executed: 1 });
    expect((await api.get(gm(2), other.trade.id)).json().status).toBe('completed');
    expect((await teamOf(t, other.mine)).team_id).toBe(teamId(3));
    expect(await resolveDueTrades(t.ctx)).toMatchObject({ executed: 0 });
  });

  it('expires an unanswered proposal on the league clock: answered late, or by the job', async () => {
    await setTradeSettings(t, league.id, { expiryHours: 12 });
    const late = await swap(0, 2, 2);
    const byJob = await swap(1, 3, 2);
    await later(13 * HOUR);
    const answer = await api.act(gm(2), late.trade.id, 'accept');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/This proposal expired/);
    expect((await api.get(gm(0), late.trade.id)).json().status).toBe('expired');
    // Before the pass stores it, the other proposal past its time already reads expired, and is not open.
    expect((await api.get(gm(1), byJob.trade.id)).json()).toMatchObject({
      status: 'expired',
      actions: { withdraw: false },
    });
    const open = (await api.list(gm(1), '?status=open')).json() as { trades: { id: number }[] };
    expect(open.trades.map((trade) => trade.id)).not.toContain(byJob.trade.id);
    expect(await resolveDueTrades(t.ctx)).toMatchObject({ expired: 1 });
    expect((await api.get(gm(1), byJob.trade.id)).json().status).toBe('expired');
    expect((await noticesOf(t, gm(1), 'trade_update'))[0]).toMatchObject({ event: 'expired' });
    expect((await teamOf(t, late.mine)).team_id).toBe(teamId(0));
    // Each thread stamps the expiry when its time ran out, not when it was noticed an hour later.
    for (const [viewer, id] of [
      [gm(0), late.trade.id],
      [gm(1), byJob.trade.id],
    ] as const) {
      const detail = (await api.get(viewer, id)).json<TradeDetail>();
      expect(detail.thread.find((e) => e.kind === 'expired')?.at).toBe(detail.expiresAt);
    }
  });

  it('closes trading after the deadline and in the playoffs, and opens it again in the offseason', async () => {
    const { db } = t.ctx.database;
    const seasonId = await activeSeasonId(t, league.id);
    const phase = (p: 'regular' | 'playoffs' | 'offseason' | 'preseason') =>
      db.updateTable('seasons').set({ phase: p }).where('id', '=', seasonId).execute();
    const [a] = await skatersOf(t, teamId(0));
    const [pick] = await picksOf(t, teamId(1));
    const body = proposal([teamId(0), { playerIds: [a?.id ?? 0] }], [teamId(1), { pickIds: [pick ?? 0] }]);
    await phase('regular');
    await setTradeSettings(t, league.id, { deadline: '2001-03-01' });
    const past = await api.propose(gm(0), body);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(
      'The trade deadline (Mar 1, 2001) has passed: trading opens again in the offseason.',
    );

    // Without a set deadline: the game day 75% of the way through the regular season's schedule.
    await setTradeSettings(t, league.id, {});
    const day = (d: number) => `2001-01-${String(d).padStart(2, '0')}`;
    await db
      .insertInto('games')
      .values(
        [1, 2, 3, 4].map((d) => ({
          league_id: league.id,
          season_id: seasonId,
          home_team_id: teamId(2),
          away_team_id: teamId(3),
          game_date: day(d),
          start_at: `${day(d)}T19:00:00.000Z`,
          game_type: 'regular' as const,
          seed: `trade-deadline-${d}`,
          status: 'scheduled' as const,
          home_score: null,
          away_score: null,
          result_type: null,
          simulated_at: null,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    const preview = await api.preview(gm(0), body);
    expect(preview.json().problems).toContain(
      'The trade deadline (Jan 3, 2001) has passed: trading opens again in the offseason.',
    );
    await phase('playoffs');
    const playoffs = await api.propose(gm(0), body);
    expect(playoffs.statusCode).toBe(409);
    expect(playoffs.json().message).toMatch(/No trades during the playoffs/);
    await phase('offseason');
    const summer = await api.propose(gm(0), body);
    expect(summer.statusCode, summer.body).toBe(201);
    await api.act(gm(0), summer.json().id, 'withdraw');
    await db
      .deleteFrom('games')
      .where('season_id', '=', seasonId)
      .where('seed', 'like', 'trade-deadline-%')
      .execute();
    await phase('preseason');
  });

  it('limits the trades between two teams in a season', async () => {
    await setTradeSettings(t, league.id, { maxTradesBetweenTeams: 1 });
    const done = await swap(0, 3, 3);
    expect((await api.act(gm(3), done.trade.id, 'accept')).json().status).toBe('completed');
    const [a] = await skatersOf(t, teamId(0));
    const [pick] = await picksOf(t, teamId(3));
    const again = await api.propose(
      gm(3),
      proposal([teamId(3), { pickIds: [pick ?? 0] }], [teamId(0), { playerIds: [a?.id ?? 0] }]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /have made 1 trade with each other this season, the most the league allows/,
    );
    const elsewhere = await api.propose(
      gm(3),
      proposal([teamId(3), { pickIds: [pick ?? 0] }], [teamId(1), {}]),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    await api.act(gm(3), elsewhere.json().id, 'withdraw');
  });
});
