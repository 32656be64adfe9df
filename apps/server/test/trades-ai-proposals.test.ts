import {
  addDays,
  AI_PARTNER_WINDOW_DAYS,
  dayInTimeZone,
  leagueInstant,
  type TradeDetail,
} from '@rinkside/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proposeAiTrades } from '../src/modules/trades/ai-proposals';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { expectOneOwnerEach, setTradeSettings, tradesApi } from './support/trades';

// Issue 18: with the league's setting on, AI teams propose trades to human GMs now and then: once a league
// day across processes, an even one-for-one swap the AI team would take itself, which the GM may accept.

describe.each(DIALECTS)('AI trade proposals on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let league: LeagueSummaryForTest;
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const aiProposals = () =>
    t.ctx.database.db
      .selectFrom('trades')
      .selectAll()
      .where('league_id', '=', league.id)
      .where('proposed_by_user_id', 'is', null)
      .orderBy('id')
      .execute();
  /** Moves the league's date `days` past today. */
  const simulateTo = (days: number) =>
    t.ctx.database.db
      .updateTable('leagues')
      .set({ simulated_to: addDays(dayInTimeZone(t.ctx.now(), 'UTC'), days) })
      .where('id', '=', league.id)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gmA = await signUp(t);
    gmB = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'AI Proposals League', [gmA, gmB]);
  });
  afterEach(async () => expectOneOwnerEach(t, league.id));
  afterAll(async () => t?.close());

  it('makes none while the setting is off (the default)', async () => {
    for (let day = 1; day <= 10; day += 1) {
      await simulateTo(day);
      expect(await proposeAiTrades(t.ctx)).toBe(0);
    }
    expect(await aiProposals()).toHaveLength(0);
  });

  it('with it on, proposes now and then, once a day, even swaps a GM can accept', async () => {
    await setTradeSettings(t, league.id, { aiProposals: true });
    let made = 0;
    for (let day = 11; day <= 80 && made === 0; day += 1) {
      await simulateTo(day);
      made += await proposeAiTrades(t.ctx);
      // The same day again, as a second process would run it: nothing more.
      expect(await proposeAiTrades(t.ctx)).toBe(0);
    }
    expect(made).toBeGreaterThan(0);
    const [stored] = await aiProposals();
    if (!stored) throw new Error('No AI proposal');
    expect([teamId(0), teamId(1)]).toContain(stored.partner_team_id);
    expect([teamId(0), teamId(1)]).not.toContain(stored.proposer_team_id);
    expect(stored.fairness_ratio).toBeGreaterThanOrEqual(0.85);
    const gm = stored.partner_team_id === teamId(0) ? gmA : gmB;
    const api = tradesApi(t, league.id);
    const seen: TradeDetail = (await api.get(gm, stored.id)).json();
    expect(seen.sides[0]?.humanGm).toBe(false);
    expect(seen.note).toMatch(/ would like .* for /);
    expect(seen.actions.accept).toBe(true);
    const accepted = await api.act(gm, stored.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('completed');
  });

  it('proposes nothing to a GM its team has made two trades with in the window, and again after it', async () => {
    await setTradeSettings(t, league.id, { aiProposals: true });
    await simulateTo(100);
    const row = await t.ctx.database.db
      .selectFrom('leagues')
      .select(['time_zone', 'simulated_to'])
      .where('id', '=', league.id)
      .executeTakeFirstOrThrow();
    const at = leagueInstant(t.ctx.now(), row.time_zone, row.simulated_to).toISOString();
    // Every AI team has just made two trades with each human team.
    for (const ai of league.teams.slice(2))
      for (const human of league.teams.slice(0, 2))
        for (let i = 0; i < 2; i += 1)
          await t.ctx.database.db
            .insertInto('trades')
            .values({
              league_id: league.id,
              status: 'completed',
              status_reason: null,
              proposer_team_id: human.id,
              partner_team_id: ai.id,
              proposed_by_user_id: null,
              parent_id: null,
              season_id: null,
              note: null,
              created_at: at,
              expires_at: null,
              completed_at: at,
              decided_at: at,
            })
            .execute();
    const before = (await aiProposals()).length;
    for (let day = 101; day < 100 + AI_PARTNER_WINDOW_DAYS; day += 1) {
      await simulateTo(day);
      await proposeAiTrades(t.ctx);
    }
    expect(await aiProposals()).toHaveLength(before);
    let made = 0;
    for (let day = 100 + AI_PARTNER_WINDOW_DAYS + 1; day <= 200 && made === 0; day += 1) {
      await simulateTo(day);
      made += await proposeAiTrades(t.ctx);
    }
    expect(made).toBeGreaterThan(0);
  });
});
