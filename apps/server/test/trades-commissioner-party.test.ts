import { APPROVED_AT_WINDOW_END_NOTE, type TradeDetail } from '@rinkside/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveDueTrades } from '../src/modules/trades/expiry';
import { login, signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { cookiesFrom, createTestApp, type TestApp } from './support/test-app';
import {
  activeRosterOf,
  noticesOf,
  proposal,
  setTradeSettings,
  skatersOf,
  teamOf,
  tradesApi,
} from './support/trades';

// Issue 27 point 6: a commissioner who is a party to a trade cannot approve or veto it; a co-commissioner
// who is not does, else the review window approves it and the trade says so.

const HOUR = 3_600_000;
const PARTY = /You are a party to this trade/;

describe.each(DIALECTS)('a commissioner party to a trade on %s', (dialect) => {
  let t: TestApp;
  /** Owner of the league and GM of team 2. */
  let owner: TestUser;
  /** GMs of teams 0, 1 and 3. */
  let gms: TestUser[];
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  let nth = 0;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const gm = (i: number) => gms[i] as TestUser;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const setCoCommissioners = async (userIds: number[]) => {
    const response = await inject(owner, 'PUT', `/api/league/${league.id}/co-commissioners`, { userIds });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** A one-for-one swap proposed by `from`'s GM to team `to`, accepted by `to`'s GM: awaiting review. */
  async function agreed(from: { user: TestUser; team: number }, to: { user: TestUser; team: number }) {
    nth += 1;
    const mine = (await skatersOf(t, teamId(from.team)))[nth]?.id ?? 0;
    const theirs = (await skatersOf(t, teamId(to.team)))[nth]?.id ?? 0;
    const trade = await api.proposed(
      from.user,
      proposal([teamId(from.team), { playerIds: [mine] }], [teamId(to.team), { playerIds: [theirs] }]),
    );
    const accepted = await api.act(to.user, trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { detail: accepted.json() as TradeDetail, mine, theirs };
  }
  const ownerSide = () => ({ user: owner, team: 2 });
  const side = (i: number) => ({ user: gm(i), team: i === 2 ? 3 : i });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signUp(t);
    gms = [await signUp(t), await signUp(t), await signUp(t)];
    league = await leagueWithGms(t, owner, 'Party League', [gm(0), gm(1), owner, gm(2)]);
    api = tradesApi(t, league.id);
    for (const team of league.teams) await activeRosterOf(t, team.id, 20);
  });
  beforeEach(async () => {
    await setTradeSettings(t, league.id, { review: 'commissioner', reviewHours: 24 });
    await setCoCommissioners([]);
  });
  afterAll(async () => t.close());

  it('refuses his approval and veto, and approves the trade when the review window ends, saying so', async () => {
    const { detail, mine, theirs } = await agreed(ownerSide(), side(0));
    expect(detail).toMatchObject({ status: 'awaiting_approval' });
    expect(detail.statusReason).toMatch(/approved when the review window ends/);
    expect(await noticesOf(t, owner, 'trade_review')).toEqual([]);
    const seen: TradeDetail = (await api.get(owner, detail.id)).json();
    expect(seen.actions).toMatchObject({ approve: false, veto: false });
    for (const action of ['approve', 'veto']) {
      const refused = await api.act(owner, detail.id, action);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toMatch(PARTY);
    }
    await resolveDueTrades(t.ctx);
    expect((await api.get(gm(0), detail.id)).json().status).toBe('awaiting_approval');
    t.advance(25 * HOUR);
    for (const user of [owner, ...gms])
      user.cookie = cookiesFrom(await login(t, user.username, user.password));
    expect(await resolveDueTrades(t.ctx)).toMatchObject({ executed: 1 });
    const done: TradeDetail = (await api.get(gm(0), detail.id)).json();
    expect(done).toMatchObject({ status: 'completed', statusReason: APPROVED_AT_WINDOW_END_NOTE });
    expect((await teamOf(t, mine)).team_id).toBe(teamId(0));
    expect((await teamOf(t, theirs)).team_id).toBe(teamId(2));
  });

  it('gives his trade to a co-commissioner who is no party, who approves it and is logged', async () => {
    await setCoCommissioners([gm(2).id]);
    const { detail } = await agreed(ownerSide(), side(0));
    expect(detail).toMatchObject({ status: 'awaiting_approval', statusReason: null, reviewEndsAt: null });
    expect((await noticesOf(t, gm(2), 'trade_review'))[0]).toMatchObject({
      tradeId: detail.id,
      why: 'approval',
    });
    expect((await api.act(owner, detail.id, 'approve')).statusCode).toBe(403);
    const approved = await api.act(gm(2), detail.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('completed');
    const [entry] = (await inject(gm(1), 'GET', `/api/league/${league.id}/audit`)).json().entries;
    expect(entry).toMatchObject({
      action: 'trade_approved',
      actor: { id: gm(2).id },
      details: { tradeId: detail.id },
    });
  });

  it("lets a co-commissioner who is no party veto the owner's trade, and the owner review one he is not in", async () => {
    await setCoCommissioners([gm(2).id]);
    const own = await agreed(ownerSide(), side(1));
    const vetoed = await api.act(gm(2), own.detail.id, 'veto', { reason: 'Too good for the owner.' });
    expect(vetoed.statusCode, vetoed.body).toBe(200);
    expect(vetoed.json()).toMatchObject({ status: 'vetoed', statusReason: 'Too good for the owner.' });
    const [entry] = (await inject(gm(0), 'GET', `/api/league/${league.id}/audit`)).json().entries;
    expect(entry).toMatchObject({ action: 'trade_vetoed', actor: { id: gm(2).id } });

    // The co-commissioner's own trade: he may not decide it, the owner (no party) may.
    const coTrade = await agreed(side(2), side(0));
    expect((await api.act(gm(2), coTrade.detail.id, 'approve')).json().message).toMatch(PARTY);
    const approved = await api.act(owner, coTrade.detail.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('lets one of two commissioners deciding at once win; the other answers 409', async () => {
    await setCoCommissioners([gm(2).id]);
    const { detail, mine } = await agreed(side(0), side(1));
    const answers = await Promise.all([
      api.act(owner, detail.id, 'approve'),
      api.act(gm(2), detail.id, 'veto', { reason: 'Too late.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const status = (await api.get(gm(0), detail.id)).json().status;
    expect(status).toBe(answers[0]?.statusCode === 200 ? 'completed' : 'vetoed');
    expect((await teamOf(t, mine)).team_id).toBe(status === 'completed' ? teamId(1) : teamId(0));
    const entries = (await inject(gm(1), 'GET', `/api/league/${league.id}/audit?limit=5`)).json().entries;
    const decisions = entries.filter(
      (e: { action: string; details: { tradeId?: number } }) =>
        ['trade_approved', 'trade_vetoed'].includes(e.action) && e.details.tradeId === detail.id,
    );
    expect(decisions).toHaveLength(1);
  });
});
