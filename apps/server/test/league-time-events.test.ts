import {
  type CapSheetResponse,
  type LeagueClock,
  type TransactionsResponse,
  addDays,
  dayInTimeZone,
  newestLeagueEventFirst,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { followAdvance } from './support/advances';
import { DIALECTS } from './support/databases';
import { allNews } from './support/league-news';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 31, league time as the one time (docs/decisions/079): a season simulated ahead of the wall clock
// dates its news, its transactions and its GMs' notifications by the league's clock, and lists them in
// that order.

interface Dated {
  id: number;
  leagueAt: string;
}

describe.each(DIALECTS)('league events on the league clock, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let league: LeagueSummaryForTest;
  let clock: LeagueClock;
  let wallDay: string;
  let firstGameDay: string;
  let finalDay: string;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = () => league.teams[0]?.id ?? 0;
  const dayOf = (instant: string) => dayInTimeZone(instant, clock.timeZone);

  async function advance(body: object) {
    const response = await followAdvance(
      t,
      await inject(commissioner, 'POST', `/api/league/${league.id}/advance`, body),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ clock: LeagueClock }>();
  }

  /** Every dated item lies between the league's first day and its day now, in the league's zone. */
  function expectWithinLeagueTime(items: readonly Dated[], from: string) {
    for (const item of items) {
      expect(dayOf(item.leagueAt) >= from, `${item.id} at ${item.leagueAt}`).toBe(true);
      expect(dayOf(item.leagueAt) <= clock.date, `${item.id} at ${item.leagueAt}`).toBe(true);
    }
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    league = await leagueWithGms(t, commissioner, 'Clockwork League', [gm]);
    const timeZone = (await inject(gm, 'GET', `/api/league/${league.id}/clock`)).json<LeagueClock>().timeZone;
    wallDay = dayInTimeZone(t.ctx.now(), timeZone);
    firstGameDay = addDays(wallDay, 1);
    const generated = await inject(commissioner, 'POST', `/api/league/${league.id}/schedule/generate`, {
      gamesPerTeam: 6,
      startDate: firstGameDay,
      endDate: addDays(wallDay, 30),
    });
    expect(generated.statusCode, generated.body).toBe(201);
    await advance({ to: 'regularSeasonEnd' });
    // A move of the GM's own between the seasons' parts: its log line is dated on the league's day.
    const sheet = (
      await inject(gm, 'GET', `/api/league/${league.id}/team/${teamId()}/cap`)
    ).json<CapSheetResponse>();
    const skater = sheet.players.find((p) => p.placement === 'active' && p.position !== 'G' && !p.injured);
    await t.ctx.database.db
      .updateTable('players')
      .set({ first_contract_year: sheet.season.startYear, prior_games: 0, age_at_first_contract: 25 })
      .where('id', '=', skater?.id ?? 0)
      .execute();
    const moved = await inject(gm, 'POST', `/api/league/${league.id}/team/${teamId()}/roster-moves`, {
      playerId: skater?.id,
      move: 'sendDown',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock = (await advance({ to: 'phase' })).clock;
    expect(clock.phase).toBe('offseason');
    const final = await t.ctx.database.db
      .selectFrom('games')
      .select((eb) => eb.fn.max('game_date').as('day'))
      .where('league_id', '=', league.id)
      .executeTakeFirstOrThrow();
    finalDay = String(final.day);
  });
  afterAll(() => t.close());

  it('simulated well past the wall clock', () => {
    expect(finalDay > addDays(wallDay, 7)).toBe(true);
    expect(clock.date >= finalDay).toBe(true);
  });

  it("dates every news item by the league's clock and lists the newest first by it", async () => {
    const news = await allNews(t, gm, league.id);
    expect(news.length).toBeGreaterThan(10);
    // The GMs' seats were taken on the league's first day; every game and phase is on the schedule's.
    expectWithinLeagueTime(news, wallDay);
    expectWithinLeagueTime(
      news.filter((n) => n.category === 'results'),
      firstGameDay,
    );
    expect(news).toEqual([...news].sort(newestLeagueEventFirst));
    // The playoffs ended with the final, that day, not on the wall clock's: it heads the feed.
    const ended = news.find((n) => n.kind === 'season_over');
    expect(ended && dayOf(ended.leagueAt)).toBe(finalDay);
    expect(dayOf(news[0]?.leagueAt ?? '')).toBe(finalDay);
    const results = news.filter((n) => n.kind === 'game_result');
    for (const result of results)
      expect(result.leagueAt).toBe((result.payload as { startAt?: string }).startAt);
  });

  it("dates every transaction by the league's clock and lists the newest first by it", async () => {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/transactions`);
    expect(response.statusCode, response.body).toBe(200);
    const { transactions } = response.json<TransactionsResponse>();
    const sentDown = transactions.find((x) => x.kind === 'sendDown');
    expect(sentDown).toBeDefined();
    // Made after the regular season's last day, when the wall clock was weeks behind.
    expect(dayOf(sentDown?.leagueAt ?? '') >= addDays(wallDay, 7)).toBe(true);
    expect(dayOf(sentDown?.at ?? '')).toBe(wallDay);
    expectWithinLeagueTime(transactions, wallDay);
    expect(transactions).toEqual([...transactions].sort(newestLeagueEventFirst));
  });

  it("dates the GM's notifications of the league by its clock and lists the newest first by it", async () => {
    const listed: (Dated & { payload: { leagueId?: number } })[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const query: string = cursor ? `?cursor=${cursor}` : '';
      const response = await inject(gm, 'GET', `/api/notifications${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<{ notifications: typeof listed; nextCursor: string | null }>();
      listed.push(...page.notifications);
      cursor = page.nextCursor;
    }
    const ofLeague = listed.filter((n) => n.payload.leagueId === league.id);
    expect(ofLeague.length).toBeGreaterThan(0);
    expectWithinLeagueTime(ofLeague, wallDay);
    expect(ofLeague.some((n) => dayOf(n.leagueAt) >= firstGameDay)).toBe(true);
    expect(listed).toEqual([...listed].sort(newestLeagueEventFirst));
  });

  it('reads a page past an unknown cursor as empty, never as an error', async () => {
    const response = await inject(gm, 'GET', `/api/league/${league.id}/feed?cursor=999999`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([]);
  });
});
