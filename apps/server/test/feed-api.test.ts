import { newestLeagueEventFirst } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { recordNews } from '../src/modules/feed/service';
import { allNews } from './support/league-news';
import { requestsAs } from './support/leagues';
import { seasonInPlay, type SeasonInPlay } from './support/played-season';
import { createTestApp, type TestApp } from './support/test-app';

describe.each(DIALECTS)('the league feed and the dashboard feed, on %s', (dialect) => {
  let t: TestApp;
  let commissioner: TestUser;
  let gm: TestUser;
  let stranger: TestUser;
  let first: SeasonInPlay;
  let second: SeasonInPlay;
  let webhookId: number;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    commissioner = await signUp(t);
    gm = await signUp(t);
    stranger = await signUp(t);
    first = await seasonInPlay(t, commissioner);
    second = await seasonInPlay(t, commissioner);
    const seat = `/api/league/${first.league.id}/team/${first.league.teams[0]?.id}/gm`;
    expect((await inject(commissioner, 'PUT', seat, { username: gm.username })).statusCode).toBe(200);
    const hook = await t.ctx.database.db
      .insertInto('league_webhooks')
      .values({
        league_id: second.league.id,
        url: 'http://127.0.0.1:9/hook',
        format: 'json',
        kinds: JSON.stringify(['results', 'phases']),
        secret: 'not-sent',
        created_by: commissioner.id,
        created_at: new Date().toISOString(),
        disabled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    webhookId = hook.id;
    await first.simulate('2026-10-31');
  });
  afterAll(() => t.close());

  it('pages newest first without gaps or repeats, and filters one category', async () => {
    const count = async (category?: string) => {
      let query = t.ctx.database.db
        .selectFrom('league_news')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('league_id', '=', first.league.id);
      if (category) query = query.where('category', '=', category);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    // A short season tells about twenty items: a few returns from injury make sure of a second page.
    const team = first.league.teams[0];
    for (let n = await count(); n <= 25; n += 1)
      await recordNews(t.ctx.database.db, {
        leagueId: first.league.id,
        teamId: team?.id,
        at: new Date().toISOString(),
        kind: 'player_back',
        payload: {
          playerId: n,
          playerName: `Player ${n}`,
          teamId: team?.id ?? 0,
          teamName: team?.name ?? '',
        },
      });
    const everything = await allNews(t, gm, first.league.id);
    expect(everything.length).toBeGreaterThan(20);
    expect(everything.length).toBe(await count());
    const ids = everything.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Newest first by league time (docs/decisions/079), the later written first at the same time.
    expect(everything).toEqual([...everything].sort(newestLeagueEventFirst));
    const firstPage = (await inject(gm, 'GET', `/api/league/${first.league.id}/feed`)).json();
    expect(firstPage.items).toHaveLength(20);
    expect(firstPage.nextCursor).toBe(String(ids[19]));

    const results = await allNews(t, gm, first.league.id, 'results');
    expect(results.length).toBe(await count('results'));
    expect(results.length).toBe((await first.finalGameIds('regular')).length);
    expect(new Set(results.map((n) => n.kind))).toEqual(new Set(['game_result']));
    const injuries = await allNews(t, gm, first.league.id, 'injuries');
    expect(injuries.every((n) => n.category === 'injuries')).toBe(true);
    expect(injuries.length).toBe(await count('injuries'));
  });

  it('answers a bad filter or cursor with 400, an unknown league with 404 and a visitor with 401', async () => {
    const bad = await inject(gm, 'GET', `/api/league/${first.league.id}/feed?kind=trades`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('kind: must be one of results, transactions');
    expect((await inject(gm, 'GET', `/api/league/${first.league.id}/feed?cursor=abc`)).statusCode).toBe(400);
    expect((await inject(gm, 'GET', '/api/league/999999/feed')).statusCode).toBe(404);
    // Like the league's other reads (standings, stats, schedule), any signed-in user may read its news.
    expect((await inject(stranger, 'GET', `/api/league/${first.league.id}/feed`)).statusCode).toBe(200);
    expect((await inject(null, 'GET', `/api/league/${first.league.id}/feed`)).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/feed')).statusCode).toBe(401);
  });

  it("tells a player's 50th goal of the season once, as the goal that reaches it is scored", async () => {
    const { db } = t.ctx.database;
    await second.simulate('2026-10-06');
    // Every skater who has scored so far is brought to 49 goals; the next goal he scores is his 50th.
    const totals = await db
      .selectFrom('player_game_stats')
      .select((eb) => [
        'player_id',
        eb.fn.sum<number>('goals').as('goals'),
        eb.fn.max('game_id').as('game_id'),
      ])
      .where('season_id', '=', second.seasonId)
      .where('goals', '>', 0)
      .groupBy('player_id')
      .execute();
    for (const row of totals)
      await db
        .updateTable('player_game_stats')
        .set((eb) => ({ goals: eb('goals', '+', 49 - Number(row.goals)) }))
        .where('player_id', '=', row.player_id)
        .where('game_id', '=', Number(row.game_id))
        .execute();
    const before = new Set(totals.map((r) => r.player_id));
    const playedBefore = await second.finalGameIds('regular');
    await second.simulate('2026-10-31');
    const later = await db
      .selectFrom('player_game_stats')
      .innerJoin('games', 'games.id', 'player_game_stats.game_id')
      .select(['player_game_stats.player_id', 'player_game_stats.game_id'])
      .where('player_game_stats.season_id', '=', second.seasonId)
      .where('games.game_type', '=', 'regular')
      .where('games.id', 'not in', playedBefore)
      .where('player_game_stats.goals', '>', 0)
      .orderBy('games.start_at')
      .orderBy('games.id')
      .execute();
    // His first game with a goal after the 49th is the one that makes news.
    const expected = new Map<number, number>();
    for (const row of later)
      if (before.has(row.player_id) && !expected.has(row.player_id)) expected.set(row.player_id, row.game_id);
    const fifties = await allNews(t, commissioner, second.league.id, 'milestones');
    const told = fifties.filter((n) => n.kind === 'season_goals');
    expect(expected.size).toBeGreaterThan(0);
    expect(new Map(told.map((n) => [n.payload.playerId, n.payload.gameId]))).toEqual(expected);
    expect(told.length).toBe(expected.size);
    expect(told.every((n) => n.payload.goals === 50 && n.text.includes('his 50th goal of the season'))).toBe(
      true,
    );
  });

  it("queues each result and phase for the league's webhook that takes them, and no injury or milestone", async () => {
    const deliveries = await t.ctx.database.db
      .selectFrom('webhook_deliveries')
      .select(['kind', 'body'])
      .where('webhook_id', '=', webhookId)
      .execute();
    const news = await allNews(t, commissioner, second.league.id);
    const sent = news.filter((n) => n.category === 'results' || n.category === 'phases');
    expect(deliveries.length).toBe(sent.length);
    expect(new Set(deliveries.map((d) => d.kind))).toEqual(new Set(sent.map((n) => n.category)));
    const texts = deliveries.map((d) => (JSON.parse(d.body) as { text: string }).text).sort();
    expect(texts).toEqual(sent.map((n) => n.text).sort());
  });

  it("lists on the dashboard only the news of the user's own leagues, newest first, ten at most", async () => {
    const mine = (await inject(gm, 'GET', '/api/feed')).json().items as { id: number; leagueId: number }[];
    // Leagues keep their own clocks: across them, the dashboard lists what arrived last first.
    const newest = (await allNews(t, gm, first.league.id)).sort((a, b) => b.id - a.id);
    expect(mine.map((n) => n.id)).toEqual(newest.slice(0, 10).map((n) => n.id));
    expect(mine.every((n) => n.leagueId === first.league.id)).toBe(true);

    const both = (await inject(commissioner, 'GET', '/api/feed')).json().items as {
      id: number;
      leagueName: string;
      leagueId: number;
    }[];
    expect(both).toHaveLength(10);
    const latest = Math.max(
      newest[0]?.id ?? 0,
      (await allNews(t, commissioner, second.league.id))[0]?.id ?? 0,
    );
    expect(both[0]?.id).toBe(latest);
    expect(both[0]?.leagueName).toBe('Season Played');

    expect((await inject(stranger, 'GET', '/api/feed')).json()).toEqual({ items: [] });
  });
});
