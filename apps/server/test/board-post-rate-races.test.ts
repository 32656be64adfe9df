import { BOARD_POST_RATE, type BoardChannels } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 33: the board's post rate limit holds when a GM's posts race, on one server process and across
// two: of the posts that arrive together at the last free place, one is stored and the rest get 429.

describe.each(DIALECTS)('racing posts against the rate limit on %s', (dialect) => {
  let first: TestApp;
  let second: TestApp;
  let owner: TestUser;
  let amy: TestUser;
  let league: LeagueSummaryForTest;

  beforeAll(async () => {
    first = await createTestApp(dialect);
    second = await createTestApp(dialect, {}, first);
    owner = await signUp(first);
    amy = await signUp(first);
    league = await leagueWithGms(first, owner, 'Racing Board League', [amy]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('stores one of the posts racing for the last place in the minute', async () => {
    const board = `/api/league/${league.id}/board`;
    const channels = (await requestsAs(first)(amy, 'GET', `${board}/channels`)).json<BoardChannels>();
    const general = channels.channels.find((c) => c.name === 'General')?.id ?? 0;
    const started = await requestsAs(first)(amy, 'POST', `${board}/channels/${general}/threads`, {
      title: 'Deadline talk',
      body: 'Who is selling?',
    });
    expect(started.statusCode, started.body).toBe(201);
    const threadId: number = started.json().thread.id;
    for (let i = 1; i < BOARD_POST_RATE.posts - 1; i += 1) {
      const reply = await requestsAs(first)(amy, 'POST', `${board}/threads/${threadId}/posts`, {
        body: `#${i}`,
      });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    // One place is left in the minute; six posts race for it, three on each process.
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        requestsAs(i % 2 === 0 ? first : second)(amy, 'POST', `${board}/threads/${threadId}/posts`, {
          body: `race ${i}`,
        }),
      ),
    );
    const codes = racing.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 429, 429, 429, 429, 429]);
    const stored = await first.ctx.database.db
      .selectFrom('board_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('thread_id', '=', threadId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(BOARD_POST_RATE.posts);
  });
});
