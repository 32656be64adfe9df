import { BOARD_BODY_MAX, BOARD_POST_RATE, type BoardChannels, type BoardPost } from '@rinkside/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './support/accounts';
import { DIALECTS } from './support/databases';
import { leagueWithGms, requestsAs, type LeagueSummaryForTest } from './support/leagues';
import { setVisibility } from './support/private-league';
import { createTestApp, type TestApp } from './support/test-app';
import { noticesOf } from './support/trades';

// Issue 33: the league board's API: posting, replying, editing, deleting, reactions, mentions, safety, limits.

describe.each(DIALECTS)('the league board on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let amy: TestUser;
  let ben: TestUser;
  let outsider: TestUser;
  let league: LeagueSummaryForTest;
  const inject = (...args: Parameters<ReturnType<typeof requestsAs>>) => requestsAs(t)(...args);
  const board = () => `/api/league/${league.id}/board`;
  const channels = async (user: TestUser) =>
    (await inject(user, 'GET', `${board()}/channels`)).json<BoardChannels>();
  const channelId = async (name: string) =>
    (await channels(owner)).channels.find((c) => c.name === name)?.id ?? 0;
  const startThread = async (user: TestUser, channel: string, title: string, body: string) =>
    inject(user, 'POST', `${board()}/channels/${await channelId(channel)}/threads`, { title, body });
  const reply = (user: TestUser, threadId: number, body: string) =>
    inject(user, 'POST', `${board()}/threads/${threadId}/posts`, { body });
  /** A fresh minute: the rate limit forgets earlier posts. */
  const nextMinute = () => t.advance(BOARD_POST_RATE.seconds * 1000);
  const auditActions = async () =>
    (
      (await inject(owner, 'GET', `/api/league/${league.id}/audit`)).json().entries as { action: string }[]
    ).map((e) => e.action);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signUp(t);
    amy = await signUp(t);
    ben = await signUp(t);
    outsider = await signUp(t);
    league = await leagueWithGms(t, owner, 'Board League', [amy, ben]);
  });
  afterAll(async () => t.close());

  it('starts every league with its default channels, the last read-only', async () => {
    const seen = await channels(amy);
    expect(seen.channels.map((c) => [c.name, c.readOnly])).toEqual([
      ['General', false],
      ['Trades', false],
      ['Game Day', false],
      ["Commissioner's Office", true],
    ]);
    expect([seen.canModerate, seen.canPost, seen.mutedUntil]).toEqual([false, true, null]);
    expect((await channels(owner)).canModerate).toBe(true);
    expect((await channels(outsider)).canPost).toBe(false);
  });

  it('posts, replies, edits (shown edited) and deletes (shown deleted)', async () => {
    nextMinute();
    const started = await startThread(amy, 'General', 'Deadline talk', 'Who is **selling**?');
    expect(started.statusCode, started.body).toBe(201);
    const { thread, post } = started.json<{ thread: { id: number }; post: BoardPost }>();
    expect(post.blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Who is ', strong: false, em: false },
          { type: 'text', text: 'selling', strong: true, em: false },
          { type: 'text', text: '?', strong: false, em: false },
        ],
      },
    ]);
    const replied = await reply(ben, thread.id, 'Not us.');
    expect(replied.statusCode, replied.body).toBe(201);
    const benPost = replied.json<BoardPost>();

    const edited = await inject(amy, 'PATCH', `${board()}/posts/${post.id}`, {
      body: 'Who is buying?',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Who is buying?', editedAt: expect.any(String) });
    expect((await inject(ben, 'PATCH', `${board()}/posts/${post.id}`, { body: 'Hacked' })).statusCode).toBe(
      403,
    );
    expect((await inject(ben, 'DELETE', `${board()}/posts/${post.id}`)).statusCode).toBe(403);
    const deleted = await inject(ben, 'DELETE', `${board()}/posts/${benPost.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const page = (await inject(amy, 'GET', `${board()}/threads/${thread.id}/posts`)).json();
    expect(page.thread).toMatchObject({ title: 'Deadline talk', replies: 1, author: { id: amy.id } });
    expect(page.posts.map((p: BoardPost) => [p.body, p.editedAt !== null, p.deletedAt !== null])).toEqual([
      ['Who is buying?', true, false],
      ['', false, true],
    ]);
    expect(page.posts[1]).toMatchObject({ blocks: [], deletedByModerator: false, canEdit: false });
    const listed = (
      await inject(ben, 'GET', `${board()}/channels/${await channelId('General')}/threads`)
    ).json();
    expect(listed.threads.map((th: { id: number }) => th.id)).toContain(thread.id);
  });

  it('takes a reaction once per user (PUT again changes nothing) and takes it back with DELETE', async () => {
    nextMinute();
    const { post } = (await startThread(amy, 'Game Day', 'Game 1', 'Let us go')).json<{ post: BoardPost }>();
    const react = (user: TestUser, method: 'PUT' | 'DELETE', emoji = 'fire') =>
      inject(user, method, `${board()}/posts/${post.id}/reactions/${emoji}`);
    expect((await react(ben, 'PUT')).json().reactions).toEqual([{ emoji: 'fire', count: 1, mine: true }]);
    expect((await react(ben, 'PUT')).json().reactions).toEqual([{ emoji: 'fire', count: 1, mine: true }]);
    expect((await react(owner, 'PUT')).json().reactions).toEqual([{ emoji: 'fire', count: 2, mine: true }]);
    expect((await react(ben, 'DELETE')).json().reactions).toEqual([{ emoji: 'fire', count: 1, mine: false }]);
    expect((await react(ben, 'PUT', 'script')).statusCode).toBe(400);
    expect((await react(outsider, 'PUT')).statusCode).toBe(403);
  });

  it('tells a mentioned GM once, by name or by team, and not again when the post is edited', async () => {
    nextMinute();
    const benTeam = league.teams[1]?.abbreviation ?? '';
    const before = (await noticesOf(t, ben, 'board_mention')).length;
    const started = await startThread(
      amy,
      'Trades',
      'Offer',
      `@${ben.username} and @${benTeam}: want my goalie?`,
    );
    expect(started.statusCode, started.body).toBe(201);
    const { thread, post } = started.json<{ thread: { id: number }; post: BoardPost }>();
    const told = await noticesOf(t, ben, 'board_mention');
    expect(told.length).toBe(before + 1);
    expect(told[0]).toMatchObject({
      leagueId: league.id,
      threadId: thread.id,
      postId: post.id,
      author: amy.username,
    });

    const edit = (body: string) => inject(amy, 'PATCH', `${board()}/posts/${post.id}`, { body });
    expect((await edit(`@${ben.username}: want my goalie? Final offer.`)).statusCode).toBe(200);
    expect((await noticesOf(t, ben, 'board_mention')).length).toBe(before + 1);
    // An edit that adds a mention tells the one added, once.
    expect((await edit(`@${ben.username} @${owner.username}: final offer.`)).statusCode).toBe(200);
    expect((await noticesOf(t, owner, 'board_mention')).length).toBe(1);
    expect((await noticesOf(t, ben, 'board_mention')).length).toBe(before + 1);
    // Mentioning oneself tells no one.
    expect((await reply(amy, thread.id, `@${amy.username} note to self`)).statusCode).toBe(201);
    expect(await noticesOf(t, amy, 'board_mention')).toEqual([]);
  });

  it('renders <script> and javascript: links inert, and refuses a body past its limit with 400', async () => {
    nextMinute();
    const started = await startThread(
      amy,
      'General',
      'Safe',
      '<script>alert(1)</script> [win](javascript:alert(1)) [img](data:text/html,x) [ok](https://example.com/x)',
    );
    expect(started.statusCode, started.body).toBe(201);
    const [paragraph] = started.json<{ post: BoardPost }>().post.blocks;
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: [
        { type: 'text', text: '<script>alert(1)</script> ', strong: false, em: false },
        { type: 'link', text: 'win', href: null, host: null },
        { type: 'text', text: ' ', strong: false, em: false },
        { type: 'link', text: 'img', href: null, host: null },
        { type: 'text', text: ' ', strong: false, em: false },
        { type: 'link', text: 'ok', href: 'https://example.com/x', host: 'example.com' },
      ],
    });
    const huge = await startThread(amy, 'General', 'Huge', 'x'.repeat(100 * 1024));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toContain('at most 10,000 characters');
    expect((await startThread(amy, 'General', 'Just right', 'x'.repeat(BOARD_BODY_MAX))).statusCode).toBe(
      201,
    );
    expect((await startThread(amy, 'General', 't'.repeat(121), 'hi')).statusCode).toBe(400);
  });

  it(`refuses a user's post past ${BOARD_POST_RATE.posts} a minute with 429 until the minute passes`, async () => {
    nextMinute();
    const { thread } = (await startThread(ben, 'General', 'Fast', 'one')).json<{ thread: { id: number } }>();
    for (let i = 1; i < BOARD_POST_RATE.posts; i++)
      expect((await reply(ben, thread.id, `post ${i}`)).statusCode).toBe(201);
    const refused = await reply(ben, thread.id, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You are posting too fast: at most 5 posts a minute\. Try again in \d+ s\.$/,
    );
    // Another user is not held back.
    expect((await reply(amy, thread.id, 'I can still post')).statusCode).toBe(201);
    nextMinute();
    expect((await reply(ben, thread.id, 'calmer now')).statusCode).toBe(201);
  });

  it("refuses a GM's thread in the read-only channel and a reply in a locked thread; pin and lock are the commissioner's, logged", async () => {
    nextMinute();
    const refused = await startThread(amy, "Commissioner's Office", 'Hi', 'Can I post?');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      "Commissioner's Office is read-only: only the commissioners post there.",
    ]);
    const started = await startThread(owner, "Commissioner's Office", 'Rules', 'Be kind.');
    expect(started.statusCode, started.body).toBe(201);
    const { thread } = (await startThread(owner, 'General', 'Open thread', 'Talk.')).json<{
      thread: { id: number };
    }>();

    expect((await inject(amy, 'POST', `${board()}/threads/${thread.id}/pin`, {})).statusCode).toBe(403);
    expect((await inject(amy, 'POST', `${board()}/threads/${thread.id}/lock`, {})).statusCode).toBe(403);
    const pinned = await inject(owner, 'POST', `${board()}/threads/${thread.id}/pin`, {});
    expect(pinned.json()).toMatchObject({ pinned: true, locked: false });
    const locked = await inject(owner, 'POST', `${board()}/threads/${thread.id}/lock`, {});
    expect(locked.json()).toMatchObject({ pinned: true, locked: true });

    const list = (
      await inject(amy, 'GET', `${board()}/channels/${await channelId('General')}/threads`)
    ).json();
    expect(list.threads[0]).toMatchObject({ id: thread.id, pinned: true });
    const lockedOut = await reply(amy, thread.id, 'One more thing');
    expect([lockedOut.statusCode, lockedOut.json().message]).toEqual([
      403,
      'This thread is locked: it takes no more replies.',
    ]);
    expect((await reply(owner, thread.id, 'Closing words')).statusCode).toBe(201);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['board_thread_pinned', 'board_thread_locked']),
    );
  });

  it("lets a commissioner delete anyone's post, in the audit log", async () => {
    nextMinute();
    const { post } = (await startThread(ben, 'General', 'Rant', 'Something rude')).json<{
      post: BoardPost;
    }>();
    const deleted = await inject(owner, 'DELETE', `${board()}/posts/${post.id}`);
    expect(deleted.json()).toMatchObject({
      deletedAt: expect.any(String),
      deletedByModerator: true,
      body: '',
    });
    expect((await auditActions())[0]).toBe('board_post_deleted');
  });

  it('refuses a muted GM with 403 naming when the mute ends, until the commissioner lifts it', async () => {
    nextMinute();
    const until = new Date(t.ctx.now().getTime() + 3_600_000).toISOString();
    const mute = (user: TestUser, userId: number, end: string | null) =>
      inject(user, 'POST', `${board()}/mutes`, { userId, until: end });
    expect((await mute(amy, ben.id, until)).statusCode).toBe(403);
    expect((await mute(owner, owner.id, until)).statusCode).toBe(400);
    expect((await mute(owner, ben.id, t.ctx.now().toISOString())).statusCode).toBe(400);
    const muted = await mute(owner, ben.id, until);
    expect(muted.json()).toEqual({ userId: ben.id, username: ben.username, until });
    const refused = await startThread(ben, 'General', 'Hello?', 'Can anyone hear me?');
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      `You are muted on this league's board until ${until}.`,
    ]);
    expect((await channels(ben)).mutedUntil).toBe(until);
    expect((await auditActions())[0]).toBe('board_user_muted');
    expect((await mute(owner, ben.id, null)).statusCode).toBe(200);
    expect((await startThread(ben, 'General', 'Back', 'Thanks.')).statusCode).toBe(201);
  });

  it('counts unread posts per channel: others’ posts after the read marker', async () => {
    nextMinute();
    const general = await channelId('General');
    const unread = async (user: TestUser) =>
      (await channels(user)).channels.find((c) => c.id === general)?.unread;
    expect((await inject(ben, 'POST', `${board()}/channels/${general}/read`)).statusCode).toBe(200);
    expect(await unread(ben)).toBe(0);
    const { thread } = (await startThread(amy, 'General', 'Unread', 'one')).json<{
      thread: { id: number };
    }>();
    await reply(amy, thread.id, 'two');
    expect(await unread(ben)).toBe(2);
    // His own posts are never unread to him.
    await reply(ben, thread.id, 'mine');
    expect(await unread(ben)).toBe(2);
    await inject(ben, 'POST', `${board()}/channels/${general}/read`);
    expect(await unread(ben)).toBe(0);
    await reply(amy, thread.id, 'three');
    expect(await unread(ben)).toBe(1);
  });

  it('keeps a members-only league’s board from outsiders (404) and lets them only read a public one', async () => {
    nextMinute();
    const thread = (await startThread(amy, 'General', 'Members', 'hi')).json<{ thread: { id: number } }>()
      .thread;
    expect((await inject(outsider, 'GET', `${board()}/threads/${thread.id}/posts`)).statusCode).toBe(200);
    expect((await reply(outsider, thread.id, 'me too')).statusCode).toBe(403);
    expect((await setVisibility(t, owner, league.id, 'members')).statusCode).toBe(200);
    try {
      for (const url of [`${board()}/channels`, `${board()}/threads/${thread.id}/posts`]) {
        const answer = await inject(outsider, 'GET', url);
        expect([answer.statusCode, answer.json().message]).toEqual([404, 'League not found.']);
      }
      expect((await reply(outsider, thread.id, 'me too')).statusCode).toBe(404);
      expect((await inject(amy, 'GET', `${board()}/channels`)).statusCode).toBe(200);
    } finally {
      await setVisibility(t, owner, league.id, 'public');
    }
  });
  it('lets the commissioners add a channel, once by name, in the audit log', async () => {
    const add = (user: TestUser, name: string) =>
      inject(user, 'POST', `${board()}/channels`, { name, readOnly: true });
    expect((await add(amy, 'Announcements')).statusCode).toBe(403);
    const added = await add(owner, 'Announcements');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Announcements', readOnly: true, position: 4, unread: 0 });
    expect((await add(owner, 'Announcements')).statusCode).toBe(409);
    expect((await channels(amy)).channels.at(-1)?.name).toBe('Announcements');
    expect((await auditActions())[0]).toBe('board_channel_added');
  });
});
