import { AI_ACCEPT_AT, AI_COUNTER_FROM, type TradeDetail } from '@rinkside/domain';
import { contractSettingsOf } from '../src/modules/contracts/settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiJudge } from '../src/modules/trade-ai/answer';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import {
  expectOneOwnerEach,
  noticesOf,
  proposal,
  rankedSkatersOf,
  skatersOf,
  teamOf,
  tradesApi,
} from './support/trades';
import { makeCapRoomForLeague } from './support/cap-room';

// Issue 18: a proposal to a team no person runs is answered in the same request by the value model
// (docs/decisions/048): accepted and carried out, declined with the reason, or countered with one more
// asset; and the commissioner hears of a lopsided trade between two GMs once it is done.

describe.each(DIALECTS)('AI teams answer trades on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const human = () => teamId(0);
  const ai = () => teamId(3);
  /** Players the AI team traded to the human team here: it will not take them back so soon (094). */
  const fromAi = new Set<number>();
  const ranked = (team: number) => rankedSkatersOf(t, team);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gmA = await signUp(t);
    gmB = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'AI Answers League', [gmA, gmB]);
    // Room under the cap for the moves below: a new league's teams spend near it.
    await makeCapRoomForLeague(t, league.id, 20_000_000);
    api = tradesApi(t, league.id);
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t?.close());

  /** One reading of the league, then the AI team's own answer to each trade (the request answers the same). */
  async function judgeOfAi() {
    const stored = await t.ctx.database.db
      .selectFrom('leagues')
      .selectAll()
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
    return aiJudge(t.ctx, t.ctx.database.db, {
      league: stored,
      settings: contractSettingsOf(stored.contract_settings),
      aiTeamId: ai(),
      otherTeamId: human(),
    });
  }

  it('accepts a clearly favourable offer at once, and the players move', async () => {
    const mine = await ranked(human());
    const theirs = await ranked(ai());
    const weakest = theirs[theirs.length - 1];
    if (!weakest) throw new Error('No skaters');
    // One of the GM's best skaters for their weakest: the first the model takes (a rebuilding team may not
    // want a generated league's veteran star, whatever his rating).
    const judge = await judgeOfAi();
    const best = mine
      .slice(0, 5)
      .find(
        (p) =>
          judge.decide(proposal([human(), { playerIds: [p.id] }], [ai(), { playerIds: [weakest.id] }]).teams)
            .decision === 'accept',
      );
    if (!best) throw new Error('The AI team takes none of the GM’s five best skaters for its weakest');
    const trade = await api.proposed(
      gmA,
      proposal([human(), { playerIds: [best.id] }], [ai(), { playerIds: [weakest.id] }]),
    );
    expect(trade.status).toBe('completed');
    expect(trade.thread.map((e) => e.kind)).toEqual(['proposed', 'accepted', 'completed']);
    expect((await teamOf(t, best.id)).team_id).toBe(ai());
    expect((await teamOf(t, weakest.id)).team_id).toBe(human());
    fromAi.add(weakest.id);
  });

  it('declines a lopsided one with where it wants more value, and nothing moves', async () => {
    const mine = (await ranked(human())).filter((p) => !fromAi.has(p.id));
    const theirs = await ranked(ai());
    const weakest = mine[mine.length - 1];
    const star = theirs[0];
    if (!weakest || !star) throw new Error('No skaters');
    const trade = await api.proposed(
      gmA,
      proposal([human(), { playerIds: [weakest.id] }], [ai(), { playerIds: [star.id] }]),
    );
    expect(trade.status).toBe('declined');
    expect(trade.statusReason).toMatch(/^They want more value (at defense|in goal|up front): /);
    expect((await teamOf(t, star.id)).team_id).toBe(ai());
    const notices = await noticesOf(t, gmA, 'trade_update');
    expect(notices.some((n) => JSON.stringify(n).includes('declined'))).toBe(true);
  });

  it('counters a near miss by asking for one more asset, which the GM can accept', async () => {
    const mine = await skatersOf(t, human());
    const theirs = await skatersOf(t, ai());
    // Find, by the model itself, a one-for-one swap it would counter: the request must do the same. The
    // swap counted on is the one furthest inside the band the model counters in, so that nothing at the
    // edge of a threshold decides the test.
    const middle = (AI_COUNTER_FROM + AI_ACCEPT_AT) / 2;
    let found: { give: number; get: number; ask: { kind: string; id: number }; ratio: number } | null = null;
    const judge = await judgeOfAi();
    for (const get of theirs) {
      for (const give of mine) {
        const sides = proposal([human(), { playerIds: [give.id] }], [ai(), { playerIds: [get.id] }]).teams;
        const answer = judge.decide(sides);
        // A pick asked for: a player might not fit the GM's roster, and the rules would turn the counter down.
        if (
          answer.decision === 'counter' &&
          answer.ask.kind === 'pick' &&
          (!found || Math.abs(answer.ratio - middle) < Math.abs(found.ratio - middle))
        )
          found = {
            give: give.id,
            get: get.id,
            ask: { kind: 'pick', id: answer.ask.pick.id },
            ratio: answer.ratio,
          };
      }
    }
    if (!found) throw new Error('The generated league has no near miss to counter');
    const trade = await api.proposed(
      gmA,
      proposal([human(), { playerIds: [found.give] }], [ai(), { playerIds: [found.get] }]),
    );
    expect(trade.status).toBe('countered');
    const counter: TradeDetail = (await api.get(gmA, trade.counterId ?? 0)).json();
    expect(counter.status).toBe('proposed');
    expect(counter.parentId).toBe(trade.id);
    expect(counter.sides.map((s) => s.team.id)).toEqual([ai(), human()]);
    const asked = counter.sides[1]?.gives;
    const askedIds =
      found.ask.kind === 'player' ? asked?.players.map((p) => p.id) : asked?.picks.map((p) => p.id);
    expect(askedIds).toContain(found.ask.id);
    expect(counter.note).toMatch(/^They would do it if you add /);
    expect(counter.actions.accept).toBe(true);
    const accepted = await api.act(gmA, counter.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('completed');
    expect((await teamOf(t, found.get)).team_id).toBe(human());
  });

  it('tells the commissioner when a lopsided trade between two GMs is done, and shows him its fairness', async () => {
    const [star] = await ranked(human());
    const depth = (await ranked(teamId(1))).at(-1);
    if (!star || !depth) throw new Error('No skaters');
    const gift = await api.proposed(
      gmA,
      proposal([human(), { playerIds: [star.id] }], [teamId(1), { playerIds: [depth.id] }]),
    );
    expect(await api.act(gmB, gift.id, 'accept').then((r) => r.json().status)).toBe('completed');
    const seen: TradeDetail = (await api.get(commissioner, gift.id)).json();
    expect(seen.fairness).toMatchObject({ lopsided: true });
    expect(seen.fairness?.ratio).toBeLessThan(0.6);
    // The human team gave its star for a depth player: team 1 gets more, and the commissioner reads so.
    expect(seen.fairness?.gainer?.id).toBe(teamId(1));
    expect((await api.get(gmA, gift.id)).json().fairness).toBeNull();
    const review = await noticesOf(t, commissioner, 'trade_review');
    expect(review.some((n) => JSON.stringify(n).includes('lopsided'))).toBe(true);
  });
});
