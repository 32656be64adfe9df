import { AI_TRADES_PER_PARTNER } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueRow } from '../src/modules/leagues/api';
import { partnerLimitNow } from '../src/modules/trade-ai/answer';
import { answerIfAi } from '../src/modules/trades/ai-answers';
import { acceptLoaded } from '../src/modules/trades/answer';
import { planOf, storeProposal } from '../src/modules/trades/propose';
import * as repo from '../src/modules/trades/repo';
import type { TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';
import { proposal, setTradeSettings, tradeLeague } from './support/trades';

// Decision 094: an AI team makes AI_TRADES_PER_PARTNER trades with one partner in its window. Two
// proposals judged at the same instant each read the trades agreed before them; the limit is read again
// under both teams' locks as the trade is agreed, so the one agreed second is declined with the reason.
describe.each(DIALECTS)("an AI team's partner limit under a race, on %s", (dialect) => {
  let t: TestApp;
  let gm: TestUser;
  let leagueId: number;
  let human: number;
  let ai: number;
  let second: { team: number; gm: TestUser };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const made = await tradeLeague(t, 'Partner Race');
    [gm] = made.gms;
    leagueId = made.league.id;
    human = made.league.teams[0]?.id ?? 0;
    ai = made.league.teams[3]?.id ?? 0;
    second = { team: made.league.teams[1]?.id ?? 0, gm: made.gms[1] };
  });
  afterAll(async () => t?.close());

  const leagueRow = (): Promise<LeagueRow> =>
    t.ctx.database.db.selectFrom('leagues').selectAll().where('id', '=', leagueId).executeTakeFirstOrThrow();

  /** A pick of `team` in round `round`, the `nth` year it owns one in. */
  async function pick(team: number, round: number, nth: number): Promise<number> {
    const rows = await t.ctx.database.db
      .selectFrom('draft_picks')
      .select('id')
      .where('owner_team_id', '=', team)
      .where('round', '=', round)
      .orderBy('year')
      .execute();
    const row = rows[nth];
    if (!row) throw new Error(`Team ${team} has no ${nth + 1}th pick of round ${round}.`);
    return row.id;
  }

  /**
   * A proposal stored, not yet answered: the GM's pick of round `round` in his `nth` year for the AI team's
   * of the round after in its own, a swap the AI team gains by.
   */
  async function storedSwap(nth: number, round = 2): Promise<number> {
    const league = await leagueRow();
    const request = proposal(
      [human, { pickIds: [await pick(human, round, nth)] }],
      [ai, { pickIds: [await pick(ai, round + 1, nth)] }],
    );
    const plan = await planOf(t.ctx.database.db, league, request);
    const { db } = t.ctx.database;
    const input = { league, plan, userId: gm.id, note: null, seasonId: null, parentId: null, fairness: null };
    return (await storeProposal(t.ctx, db, input)).id;
  }

  const statusOf = async (tradeId: number) => {
    const row = await repo.findTrade(t.ctx.database.db, leagueId, tradeId);
    return { status: row?.status, reason: row?.status_reason ?? null };
  };

  /** The AI team's acceptance as `answerIfAi` makes it, with the limit read again under the locks. */
  async function acceptAsAi(tradeId: number) {
    const league = await leagueRow();
    const trade = await repo.findTrade(t.ctx.database.db, leagueId, tradeId);
    if (!trade) throw new Error('No such trade.');
    const loaded = { league, trade, viewer: { userId: null, isCommissioner: false, teamId: ai } };
    return acceptLoaded(t.ctx, loaded, (trx) =>
      partnerLimitNow(t.ctx, trx, { league, aiTeamId: ai, otherTeamId: human, tradeId }),
    );
  }

  it('refuses the acceptance read before the limit was reached, undoing it, with the words', async () => {
    expect(AI_TRADES_PER_PARTNER).toBe(2);
    const first = await storedSwap(0);
    const [second, third] = [await storedSwap(1), await storedSwap(2)];
    await acceptAsAi(first);
    // Both judged with one trade agreed: the first to be agreed passes, the other finds the limit reached.
    await acceptAsAi(second);
    const refused = await acceptAsAi(third).then(
      () => null,
      (error: unknown) => error as { statusCode?: number; message?: string },
    );
    expect(refused?.statusCode).toBe(409);
    expect(refused?.message).toMatch(/They have made 2 trades with you in the last 30 days/);
    expect(await statusOf(third)).toEqual({ status: 'proposed', reason: null });
    // Answered again from what is stored now, the AI team declines it with the reason.
    await answerIfAi(t.ctx, await leagueRow(), third);
    const ended = await statusOf(third);
    expect(ended.status).toBe('declined');
    expect(ended.reason).toMatch(/as many as they make with one team/);
  });

  it('lets one of two proposals answered at once through when waiting for review, and declines the other', async () => {
    // A new partner for the AI team: the GM of the second team, with no trades agreed yet.
    ({ team: human, gm } = second);
    await setTradeSettings(t, leagueId, { review: 'commissioner' });
    const agreed = await storedSwap(0, 4);
    await answerIfAi(t.ctx, await leagueRow(), agreed);
    expect((await statusOf(agreed)).status).toBe('awaiting_approval');
    const pair = [await storedSwap(1, 4), await storedSwap(2, 4)];
    const league = await leagueRow();
    await Promise.all(pair.map((id) => answerIfAi(t.ctx, league, id)));
    const ends = await Promise.all(pair.map(statusOf));
    expect(ends.map((e) => e.status).sort()).toEqual(['awaiting_approval', 'declined']);
    expect(ends.find((e) => e.status === 'declined')?.reason).toMatch(/as many as they make with one team/);
  });
});
