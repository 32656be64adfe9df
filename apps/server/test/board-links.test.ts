import {
  BOARD_POST_RATE,
  type BoardChannels,
  type BoardPostPage,
  type BoardReferences,
  type BoardThread,
  type BoardThreadPage,
  type LeagueNewsPage,
  type TradeBoardThreads,
  type TradeDetail,
} from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverDue } from '../src/modules/webhooks/deliver';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { activeSeasonId, leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';
import { noticesOf, proposal, skatersOf, tradeLeague, type tradesApi } from './support/trades';
import { SINK_ALLOWED, WebhookSink } from './support/webhook-sink';

// Issue 33 (decision 090): the board linked to the league: a trade proposal's private discussion, a completed
// trade's announcement, a thread per news item, the Discord mirror of a channel, and live reference cards.

describe.each(DIALECTS)('the board linked to the league on %s', (dialect) => {
  let t: TestApp;
  let sink: WebhookSink;
  let commissioner: TestUser;
  let gmA: TestUser;
  let gmB: TestUser;
  let gmC: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  let api: ReturnType<typeof tradesApi>;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const teamId = (i: number) => league.teams[i]?.id ?? 0;
  const base = () => `/api/league/${league.id}`;
  /** A fresh minute: the rate limit forgets earlier posts. */
  const nextMinute = () => t.advance(BOARD_POST_RATE.seconds * 1000);
  const channelId = async (name: string) =>
    (await inject(commissioner, 'GET', `${base()}/board/channels`))
      .json<BoardChannels>()
      .channels.find((c) => c.name === name)?.id ?? 0;
  const threadsIn = async (user: TestUser, channel: string) =>
    (await inject(user, 'GET', `${base()}/board/channels/${await channelId(channel)}/threads`))
      .json<BoardThreadPage>()
      .threads.map((th) => th.id);
  const openTalk = (user: TestUser, tradeId: number) =>
    inject(user, 'POST', `${base()}/trades/${tradeId}/thread`);

  /** A fresh proposal from A to B: one skater each way. */
  async function proposeAB(skater = 0): Promise<TradeDetail> {
    const a = (await skatersOf(t, teamId(0)))[skater];
    const b = (await skatersOf(t, teamId(1)))[skater];
    if (!a || !b) throw new Error('Teams without skaters');
    return api.proposed(
      gmA,
      proposal([teamId(0), { playerIds: [a.id] }], [teamId(1), { playerIds: [b.id] }]),
    );
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, SINK_ALLOWED);
    sink = await new WebhookSink().start();
    ({
      commissioner,
      league,
      api,
      gms: [gmA, gmB, gmC],
    } = await tradeLeague(t, 'Linked League'));
    outsider = await signUp(t);
  });
  afterAll(async () => {
    await sink.stop();
    await t.close();
  });

  it("opens a trade proposal's discussion once, for its parties and the commissioners alone", async () => {
    nextMinute();
    const trade = await proposeAB();
    const opened = await openTalk(gmA, trade.id);
    expect(opened.statusCode, opened.body).toBe(201);
    const thread = opened.json<BoardThread>();
    expect(thread).toMatchObject({ tradeId: trade.id, private: true, channelId: await channelId('Trades') });

    // Again, by either party or a commissioner: the same thread.
    for (const user of [gmA, gmB, commissioner]) {
      const again = await openTalk(user, trade.id);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<BoardThread>().id).toBe(thread.id);
    }
    const links = (await inject(gmB, 'GET', `${base()}/trades/${trade.id}/thread`)).json<TradeBoardThreads>();
    expect(links).toMatchObject({ discussion: { id: thread.id }, announcement: null, canDiscuss: true });

    // A third team's GM and an outsider: no such trade, no such thread, no such post.
    const { id: openingId } = (
      await inject(gmA, 'GET', `${base()}/board/threads/${thread.id}/posts`)
    ).json<BoardPostPage>().posts[0] ?? { id: 0 };
    for (const user of [gmC, outsider]) {
      expect((await openTalk(user, trade.id)).statusCode).toBe(404);
      expect((await inject(user, 'GET', `${base()}/board/threads/${thread.id}/posts`)).statusCode).toBe(404);
      expect(
        (await inject(user, 'POST', `${base()}/board/threads/${thread.id}/posts`, { body: 'Peek' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await inject(user, 'PUT', `${base()}/board/posts/${openingId}/reactions/fire`)).statusCode,
      ).toBe(404);
      expect(await threadsIn(user, 'Trades')).not.toContain(thread.id);
    }
    expect((await inject(gmC, 'GET', `${base()}/trades/${trade.id}/thread`)).statusCode).toBe(404);
    expect(await threadsIn(gmB, 'Trades')).toContain(thread.id);
    expect(await threadsIn(commissioner, 'Trades')).toContain(thread.id);
    const countOf = async (user: TestUser) =>
      (await inject(user, 'GET', `${base()}/board/channels`))
        .json<BoardChannels>()
        .channels.find((c) => c.name === 'Trades')?.threadCount;
    expect((await countOf(gmB)) ?? 0).toBeGreaterThan((await countOf(gmC)) ?? 0);

    // Replies through the board's own endpoint; the other party reads them.
    const replied = await inject(gmB, 'POST', `${base()}/board/threads/${thread.id}/posts`, {
      body: 'Add a pick and we talk.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const page = (
      await inject(gmA, 'GET', `${base()}/board/threads/${thread.id}/posts`)
    ).json<BoardPostPage>();
    expect(page.posts.map((p) => p.body)).toContain('Add a pick and we talk.');
    expect(page.canReply).toBe(true);
  });

  it('tells only those who read a private thread of a mention, and sends its live changes to them alone', async () => {
    nextMinute();
    const trade = await proposeAB(1);
    const thread = (await openTalk(gmA, trade.id)).json<BoardThread>();
    const publish = vi.spyOn(t.ctx.events, 'publish');
    const [toldB, toldC] = [
      (await noticesOf(t, gmB, 'board_mention')).length,
      (await noticesOf(t, gmC, 'board_mention')).length,
    ];
    try {
      const posted = await inject(gmA, 'POST', `${base()}/board/threads/${thread.id}/posts`, {
        body: `@${gmB.username} @${gmC.username} what do you think?`,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      const boardCalls = publish.mock.calls.filter(
        ([, event]) => event.type === 'board' && event.threadId === thread.id,
      );
      expect(boardCalls.length).toBeGreaterThan(0);
      for (const [recipients] of boardCalls) {
        expect(recipients).toEqual(expect.arrayContaining([gmA.id, gmB.id, commissioner.id]));
        expect(recipients).not.toContain(gmC.id);
      }
    } finally {
      publish.mockRestore();
    }
    expect(await noticesOf(t, gmB, 'board_mention')).toHaveLength(toldB + 1);
    expect(await noticesOf(t, gmC, 'board_mention')).toHaveLength(toldC);
  });

  it('makes one thread of two openings at once', async () => {
    nextMinute();
    const trade = await proposeAB(2);
    const [first, second] = await Promise.all([openTalk(gmA, trade.id), openTalk(gmB, trade.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json<BoardThread>().id).toBe(second.json<BoardThread>().id);
    const rows = await t.ctx.database.db
      .selectFrom('board_threads')
      .select('id')
      .where('trade_id', '=', trade.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('announces a completed trade in General once, saying who got what', async () => {
    nextMinute();
    const trade = await proposeAB(3);
    const announce = (user: TestUser) => inject(user, 'POST', `${base()}/trades/${trade.id}/announcement`);
    const early = await announce(gmA);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/completed/);

    const accepted = await api.act(gmB, trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TradeDetail>().status).toBe('completed');
    expect((await announce(gmC)).statusCode).toBe(403);
    expect((await announce(outsider)).statusCode).toBe(403);

    const done = await announce(gmA);
    expect(done.statusCode, done.body).toBe(201);
    const thread = done.json<BoardThread>();
    expect(thread).toMatchObject({
      channelId: await channelId('General'),
      tradeId: trade.id,
      private: false,
    });
    const [aSide, bSide] = trade.sides;
    expect(thread.title).toBe(`Trade: ${aSide?.team.name} and ${bSide?.team.name}`);
    // Everyone reads it, outsiders of a public league too.
    const page = await inject(outsider, 'GET', `${base()}/board/threads/${thread.id}/posts`);
    expect(page.statusCode).toBe(200);
    const body = page.json<BoardPostPage>().posts[0]?.body ?? '';
    const bPlayer = bSide?.gives.players[0];
    expect(body).toContain(`#trade-${trade.id}`);
    expect(body).toContain(`**${aSide?.team.name}** get ${bPlayer?.firstName} ${bPlayer?.lastName}`);

    const again = await announce(commissioner);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ thread: BoardThread }>().thread.id).toBe(thread.id);
    const links = (await inject(gmC, 'GET', `${base()}/trades/${trade.id}/thread`)).json<TradeBoardThreads>();
    expect(links).toMatchObject({
      discussion: null,
      announcement: { id: thread.id },
      canDiscuss: false,
      canAnnounce: false,
    });
  });

  it('lets one of two announcements at once through, and answers the other 409 with its thread', async () => {
    nextMinute();
    const trade = await proposeAB(5);
    const accepted = await api.act(gmB, trade.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const announce = (user: TestUser) => inject(user, 'POST', `${base()}/trades/${trade.id}/announcement`);
    const [first, second] = await Promise.all([announce(gmA), announce(gmB)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const [won, lost] = first.statusCode === 201 ? [first, second] : [second, first];
    expect(lost.json<{ thread: BoardThread }>().thread.id).toBe(won.json<BoardThread>().id);
  });

  it("opens a news item's thread in General on demand, titled from the item", async () => {
    nextMinute();
    const feed = (await inject(gmC, 'GET', `${base()}/feed`)).json<LeagueNewsPage>();
    const item = feed.items[0];
    if (!item) throw new Error('The league has no news');
    const opened = await inject(gmC, 'POST', `${base()}/news/${item.id}/thread`);
    expect(opened.statusCode, opened.body).toBe(201);
    const thread = opened.json<BoardThread>();
    expect(thread).toMatchObject({ newsId: item.id, channelId: await channelId('General'), private: false });
    expect(item.text.startsWith(thread.title.replace(/…$/, ''))).toBe(true);
    const again = await inject(gmA, 'POST', `${base()}/news/${item.id}/thread`);
    expect(again.statusCode).toBe(200);
    expect(again.json<BoardThread>().id).toBe(thread.id);
    expect((await inject(gmA, 'POST', `${base()}/news/999999/thread`)).statusCode).toBe(404);
    // An outsider reads the board and writes nothing: he opens no thread.
    const unopened = feed.items[1];
    if (!unopened) throw new Error('The league has one news item');
    expect((await inject(outsider, 'POST', `${base()}/news/${unopened.id}/thread`)).statusCode).toBe(403);
  });

  it('mirrors a channel the commissioner marks to the Discord webhook through the outbox, and no other', async () => {
    nextMinute();
    const office = await channelId("Commissioner's Office");
    const mirror = (user: TestUser, mirrored: boolean) =>
      inject(user, 'PUT', `${base()}/board/channels/${office}/mirror`, { mirrored });
    expect((await mirror(gmA, true)).statusCode).toBe(403);
    const on = await mirror(commissioner, true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ mirrored: true });
    const hook = await inject(commissioner, 'POST', `${base()}/webhooks`, {
      url: sink.url('/mirror'),
      format: 'discord',
      kinds: ['board'],
    });
    expect(hook.statusCode, hook.body).toBe(201);

    const posted = await inject(commissioner, 'POST', `${base()}/board/channels/${office}/threads`, {
      title: 'Deadline moved',
      body: 'The trade deadline is now Friday.',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Queued, not sent in the request.
    expect(sink.to('/mirror')).toHaveLength(0);
    const other = await inject(
      gmA,
      'POST',
      `${base()}/board/channels/${await channelId('General')}/threads`,
      {
        title: 'Not for Discord',
        body: 'Only here.',
      },
    );
    expect(other.statusCode, other.body).toBe(201);
    await deliverDue(t.ctx, 'test-process');
    const received = sink.to('/mirror');
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toMatchObject({
      embeds: [
        { title: "Commissioner's Office: Deadline moved", description: expect.stringContaining('Friday') },
      ],
    });
    const audit = (await inject(commissioner, 'GET', `${base()}/audit`)).json().entries as {
      action: string;
    }[];
    expect(audit.map((e) => e.action)).toContain('board_channel_mirrored');
    expect((await mirror(commissioner, false)).json()).toMatchObject({ mirrored: false });
  });

  it('gives live cards for the trades, games and players a reader may see, and none for the rest', async () => {
    const trade = await proposeAB(4);
    const game = await t.ctx.database.db
      .insertInto('games')
      .values({
        league_id: league.id,
        season_id: await activeSeasonId(t, league.id),
        home_team_id: teamId(0),
        away_team_id: teamId(1),
        game_date: '2026-10-20',
        start_at: '2026-10-20T23:00:00.000Z',
        game_type: 'regular',
        seed: '1',
        status: 'final',
        home_score: 3,
        away_score: 2,
        result_type: 'OT',
        created_at: '2026-10-20T12:00:00.000Z',
      })
      .returning(['id', 'home_team_id'])
      .executeTakeFirstOrThrow();
    const [player] = await skatersOf(t, teamId(2));
    if (!player) throw new Error('No skater');
    const other = await leagueWithGms(t, await signUp(t), 'Elsewhere', []);
    const [foreign] = await skatersOf(t, other.teams[0]?.id ?? 0);
    const keys = [
      `trade-${trade.id}`,
      `game-${game.id}`,
      `player-${player.id}`,
      `player-${foreign?.id ?? 0}`,
      'trade-999999',
      'game-999999',
    ].join(',');
    const cards = async (user: TestUser) => {
      const response = await inject(user, 'GET', `${base()}/board/references?keys=${keys}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<BoardReferences>().cards;
    };
    const seenByA = await cards(gmA);
    expect(seenByA.map((c) => c.key)).toEqual([
      `trade-${trade.id}`,
      `game-${game.id}`,
      `player-${player.id}`,
    ]);
    expect(seenByA[0]).toMatchObject({
      kind: 'trade',
      status: 'proposed',
      teams: [{ id: teamId(0) }, { id: teamId(1) }],
    });
    expect(seenByA[1]).toMatchObject({
      kind: 'game',
      status: 'final',
      home: { id: game.home_team_id, score: 3 },
      away: { id: teamId(1), score: 2 },
      resultType: 'OT',
    });
    expect(seenByA[2]).toMatchObject({
      kind: 'player',
      lastName: player.last_name,
      team: { id: teamId(2) },
      overall: expect.any(Number),
    });
    // The proposal is its parties' and the commissioners': no card for another GM or an outsider.
    for (const user of [gmC, outsider])
      expect((await cards(user)).map((c) => c.key)).toEqual([`game-${game.id}`, `player-${player.id}`]);

    for (const bad of ['trade-x', 'team-3', 'player-0'])
      expect((await inject(gmA, 'GET', `${base()}/board/references?keys=${bad}`)).statusCode).toBe(400);
  });
});
