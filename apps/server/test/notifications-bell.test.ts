import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';
import { picksOf, proposal, setTradeSettings, tradesApi } from './support/trades';

// Notifications worth reading (docs/decisions/081): the bell counts what needs action; results come grouped.

interface Listed {
  id: number;
  kind: string;
  readAt: string | null;
  payload: Record<string, unknown> & {
    event?: string;
    team?: { teamId: number; teamName: string };
    run?: { gameId: number; goalsFor: number; goalsAgainst: number }[];
  };
}
interface Page {
  notifications: Listed[];
  unread: number;
  needsAction: number;
}

describe.each(DIALECTS)('the bell after a simulated week on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let rival: TestUser;
  let season: SeasonInPlay;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => season.league.teams[i]?.id ?? 0;

  async function tab(user: TestUser, which: 'action' | 'news' | null): Promise<Page> {
    const response = await inject(user, 'GET', `/api/notifications${which ? `?tab=${which}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }
  /** The team's final games, in the order played. */
  async function playedBy(team: number) {
    return t.ctx.database.db
      .selectFrom('games')
      .select('id')
      .where('season_id', '=', season.seasonId)
      .where('status', '=', 'final')
      .where((eb) => eb.or([eb('home_team_id', '=', team), eb('away_team_id', '=', team)]))
      .orderBy('start_at')
      .orderBy('id')
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    [gm, rival] = [await signUp(t), await signUp(t)];
    season = await seasonInPlay(t, commissioner);
    for (const [i, user] of [gm, rival].entries()) {
      const url = `/api/league/${season.league.id}/team/${teamId(i)}/gm`;
      expect((await inject(commissioner, 'PUT', url, { username: user.username })).statusCode).toBe(200);
      // Being made GM needs action (his new team waits for him); read, so the week starts at zero.
      expect((await tab(user, null)).needsAction).toBe(1);
      expect((await inject(user, 'PUT', '/api/notifications/read-all')).statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('counts only the trade offer and the lineup warnings; results come in one run; news never counts', async () => {
    // The rival explicitly chose: no results and no lineup warnings; injuries in the app.
    const chosen = { game_final: 'off', lineup_attention: 'off', player_injured: 'app' };
    expect((await inject(rival, 'PUT', '/api/notifications/preferences', chosen)).statusCode).toBe(200);
    // The GM never chose: his defaults hold (news the league feed carries is off).
    expect((await inject(gm, 'GET', '/api/notifications/preferences')).json()).toMatchObject({
      game_final: 'app',
      lineup_attention: 'app',
      trade_update: 'app',
      player_injured: 'off',
    });

    // The GM's first-pair defenceman is hurt past the week: his lineup is not ready for his games.
    const lineup = (
      await inject(gm, 'GET', `/api/user/league/${season.league.id}/team/${teamId(0)}/lineup`)
    ).json().lineup;
    const injury = {
      type: 'Knee',
      injuredOn: '2026-09-30',
      returnDate: '2026-12-15',
      gamesOut: 30,
      dayToDay: false,
    };
    await t.ctx.database.db
      .updateTable('players')
      .set({ injury: JSON.stringify(injury) })
      .where('id', '=', Number(lineup.defense1_ld))
      .execute();
    // The rival offers him a trade of picks, before a deadline set after the week.
    await setTradeSettings(t, season.league.id, { deadline: '2027-03-01' });
    const [theirs] = await picksOf(t, teamId(1));
    const [mine] = await picksOf(t, teamId(0));
    await tradesApi(t, season.league.id).proposed(
      rival,
      proposal([teamId(1), { pickIds: [theirs ?? 0] }], [teamId(0), { pickIds: [mine ?? 0] }]),
    );

    await season.simulate('2026-10-08');

    // The action tab: what waits for him, unread, and what he already read (being made GM).
    const action = await tab(gm, 'action');
    const waiting = action.notifications.filter((n) => n.readAt === null);
    const kinds = waiting.map((n) => n.kind);
    expect(new Set(kinds)).toEqual(new Set(['trade_update', 'lineup_attention']));
    expect(waiting.find((n) => n.kind === 'trade_update')?.payload.event).toBe('proposed');
    expect(action.needsAction).toBe(waiting.length);
    expect(action.notifications.filter((n) => n.readAt !== null).map((n) => n.kind)).toEqual(['gm_assigned']);

    // The week's results are one notification, in the news tab, which the count leaves out.
    const news = await tab(gm, 'news');
    const played = (await playedBy(teamId(0))).map((g) => g.id);
    expect(played.length).toBeGreaterThanOrEqual(2);
    expect(played.length).toBeLessThanOrEqual(7);
    const results = news.notifications.filter((n) => n.kind === 'game_final');
    expect(results).toHaveLength(1);
    expect(results[0]?.payload.team?.teamId).toBe(teamId(0));
    expect(results[0]?.payload.run?.map((g) => g.gameId)).toEqual(played);
    expect(news.notifications.every((n) => n.kind === 'game_final')).toBe(true);
    expect((await tab(gm, null)).unread).toBe(waiting.length + news.notifications.length);

    // The rival's choices won: no results, no lineup warnings; the trade he made is no action of his.
    const rivalAll = (await tab(rival, null)).notifications.map((n) => n.kind);
    expect(rivalAll).not.toContain('game_final');
    expect(rivalAll).not.toContain('lineup_attention');
    expect((await tab(rival, 'action')).needsAction).toBe(0);
  });

  it('an offer he declined no longer waits: it leaves the count and moves to news', async () => {
    const before = await tab(gm, 'action');
    const offer = before.notifications.find((n) => n.kind === 'trade_update' && n.readAt === null);
    if (!offer) throw new Error('no trade offer');
    const api = tradesApi(t, season.league.id);
    const declined = await api.act(gm, Number(offer.payload.tradeId), 'decline', { reason: 'Not now.' });
    expect(declined.statusCode, declined.body).toBe(200);

    const after = await tab(gm, 'action');
    expect(after.needsAction).toBe(before.needsAction - 1);
    expect(after.notifications.map((n) => n.id)).not.toContain(offer.id);
    expect((await tab(gm, 'news')).notifications.map((n) => n.id)).toContain(offer.id);
    // The rival hears it was declined: news to him.
    const told = (await tab(rival, 'news')).notifications.find((n) => n.kind === 'trade_update');
    expect(told?.payload.event).toBe('declined');
    expect((await tab(rival, 'action')).needsAction).toBe(0);
  });

  it('a results notification read is left as it is: the next games start a run of their own', async () => {
    const [open] = (await tab(gm, 'news')).notifications.filter((n) => n.kind === 'game_final');
    if (!open) throw new Error('no results notification');
    expect((await inject(gm, 'PUT', `/api/notifications/${open.id}/read`)).statusCode).toBe(200);
    const before = new Set((await playedBy(teamId(0))).map((g) => g.id));

    await season.simulate('2026-10-31');

    const results = (await tab(gm, 'news')).notifications.filter((n) => n.kind === 'game_final');
    const later = (await playedBy(teamId(0))).map((g) => g.id).filter((id) => !before.has(id));
    expect(later.length, JSON.stringify([...before])).toBeGreaterThan(0);
    expect(results).toHaveLength(2);
    expect(results[0]?.payload.run?.map((g) => g.gameId)).toEqual(later);
    expect(results[1]).toEqual({ ...open, readAt: expect.any(String) });
  });

  it('refuses an unknown tab with a clear message', async () => {
    const response = await inject(gm, 'GET', '/api/notifications?tab=urgent');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/tab/);
  });
});
