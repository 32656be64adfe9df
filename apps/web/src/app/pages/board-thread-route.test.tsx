import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leagueDetail } from '../../features/leagues/test/league-fixtures';
import { apiCalls, mockApi, signedInRoutes, testUser } from '../../test/api-mock';
import { boardChannels, boardPost, boardPostPage, boardThread } from '../../test/board-fixtures';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const gmLeague = leagueDetail({ isCommissioner: false });
const me = { id: testUser.id, username: testUser.username };

describe('a board thread page', () => {
  it('shows the posts with edited and deleted marked, and draws out the post a link names', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/40/posts': {
        body: boardPostPage({
          posts: [
            boardPost({ id: 100, body: 'Anyone selling a goalie? @ann_gm' }),
            boardPost({ id: 101, editedAt: '2026-11-30T10:05:00.000Z', body: 'Maybe #player-9' }),
            boardPost({ id: 102, body: '', deletedAt: '2026-11-30T10:06:00.000Z', deletedByModerator: true }),
          ],
        }),
      },
      'POST /league/3/board/channels/2/read': { body: { message: 'Read' } },
    });
    renderApp('/league/3/board/thread/40#post-101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Looking for a goalie' }),
    ).toBeInTheDocument();
    const posts = screen.getAllByRole('article');
    expect(posts).toHaveLength(3);
    expect(posts[1]).toHaveAttribute('id', 'post-101');
    await waitFor(() => expect(posts[1]).toHaveAttribute('data-highlighted', 'true'));
    expect(posts[0]).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(posts[1]).toHaveFocus());
    expect(within(posts[1] as HTMLElement).getByText('edited')).toBeInTheDocument();
    expect(within(posts[2] as HTMLElement).getByText('Deleted by a commissioner.')).toBeInTheDocument();
    // The viewer's own mention is drawn out.
    expect(within(posts[0] as HTMLElement).getByTitle('You were mentioned')).toHaveTextContent('@ann_gm');
    // The way back is the thread's channel.
    expect(screen.getByRole('link', { name: 'Back to Trades' })).toHaveAttribute(
      'href',
      '/league/3/board/channel/2',
    );
  });

  it('reads on until the named post is found when it is on a later page', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/40/posts': {
        body: boardPostPage({ posts: [boardPost({ id: 100 })], nextCursor: '100' }),
      },
      'GET /league/3/board/threads/40/posts?cursor=100': {
        body: boardPostPage({ posts: [boardPost({ id: 250, body: 'Late reply' })] }),
      },
    });
    renderApp('/league/3/board/thread/40#post-250');
    const late = await screen.findByText('Late reply');
    await waitFor(() => expect(late.closest('article')).toHaveAttribute('data-highlighted', 'true'));
  });

  it('sends a reply with Ctrl+Enter and shows a refusal with its reason', async () => {
    const replies: unknown[] = [];
    let refuse = false;
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/40/posts': { body: boardPostPage() },
      'POST /league/3/board/threads/40/posts': (init) => {
        replies.push(JSON.parse(String(init?.body)));
        return refuse
          ? {
              status: 403,
              body: { error: 'Forbidden', message: 'This thread is locked: it takes no more replies.' },
            }
          : { status: 201, body: boardPost({ id: 101, author: me, body: 'Deal' }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board/thread/40');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await user.type(box, 'Deal');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(replies).toEqual([{ body: 'Deal' }]));
    await waitFor(() => expect(box).toHaveValue(''));
    // The thread reads again after the reply.
    expect(
      apiCalls(fetchMock).filter((c) => c === 'GET /league/3/board/threads/40/posts').length,
    ).toBeGreaterThan(1);

    refuse = true;
    await user.type(box, 'One more');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This thread is locked');
    expect(box).toHaveValue('One more');
  });

  it("disables a muted GM's reply box and says until when", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': {
        body: boardChannels({ canPost: false, mutedUntil: '2026-12-01T12:00:00.000Z' }),
      },
      'GET /league/3/board/threads/40/posts': { body: boardPostPage({ canReply: false }) },
    });
    renderApp('/league/3/board/thread/40');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await waitFor(() => expect(box).toBeDisabled());
    expect(screen.getByText(/^You are muted on this board until Dec 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled();
  });

  it('edits, deletes and reacts to the viewer’s own post', async () => {
    const calls: string[] = [];
    const own = boardPost({ id: 100, author: me, body: 'Old words', canEdit: true, canDelete: true });
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/40/posts': { body: boardPostPage({ posts: [own] }) },
      'PATCH /league/3/board/posts/100': (init) => {
        calls.push(`PATCH ${String(init?.body)}`);
        return { body: { ...own, body: 'New words', editedAt: '2026-11-30T10:09:00.000Z' } };
      },
      'PUT /league/3/board/posts/100/reactions/fire': () => {
        calls.push('PUT fire');
        return { body: own };
      },
      'DELETE /league/3/board/posts/100': () => {
        calls.push('DELETE');
        return { body: { ...own, deletedAt: '2026-11-30T10:10:00.000Z' } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board/thread/40');
    await user.click(await screen.findByRole('button', { name: `Actions for the post by ${me.username}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit' }));
    const edit = screen.getByRole('textbox', { name: 'Edit your post' });
    await user.clear(edit);
    await user.type(edit, 'New words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toEqual(['PATCH {"body":"New words"}']));

    await user.click(screen.getByRole('button', { name: 'Add a reaction' }));
    await user.click(screen.getByRole('button', { name: 'Fire' }));
    await waitFor(() => expect(calls).toContain('PUT fire'));

    await user.click(screen.getByRole('button', { name: `Actions for the post by ${me.username}` }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls).toContain('DELETE'));
  });

  it("gives a commissioner pin, lock, and delete and mute on another's post", async () => {
    const sent: string[] = [];
    /** Notes the call and its body, and answers `reply`. */
    const record = (call: string, reply: unknown) => (init: RequestInit | undefined) => {
      sent.push(`${call} ${String(init?.body ?? '')}`);
      return { body: reply };
    };
    const thread = boardThread({ id: 40, title: 'Looking for a goalie' });
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/board/channels': { body: boardChannels({ canModerate: true }) },
      'GET /league/3/board/threads/40/posts': {
        body: boardPostPage({ posts: [boardPost({ id: 100, canDelete: true })] }),
      },
      'POST /league/3/board/threads/40/pin': record('POST /pin', { ...thread, pinned: true }),
      'POST /league/3/board/threads/40/lock': record('POST /lock', { ...thread, locked: true }),
      'POST /league/3/board/mutes': record('POST /mutes', { userId: 8, username: 'bob_gm', until: null }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board/thread/40');
    const moderation = await screen.findByRole('group', { name: 'Moderation' });
    await user.click(within(moderation).getByRole('button', { name: 'Pin' }));
    await user.click(within(moderation).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(sent).toEqual(['POST /pin {"pinned":true}', 'POST /lock {"locked":true}']));

    await user.click(screen.getByRole('button', { name: 'Actions for the post by bob_gm' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    const before = Date.now();
    await user.click(screen.getByRole('menuitem', { name: 'For 1 day' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    const mute = JSON.parse(sent[2]?.replace('POST /mutes ', '') ?? '{}') as {
      userId: number;
      until: string;
    };
    expect(mute.userId).toBe(8);
    const day = Date.parse(mute.until) - before;
    expect(day).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(day).toBeLessThan(24 * 3600_000 + 60_000);
  });

  it('opens a thread outside the listed channels with a way back to the board', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/90/posts': {
        body: boardPostPage({
          thread: boardThread({
            id: 90,
            channelId: 55,
            title: 'Trade talk: BOS and OTT',
            tradeId: 12,
            private: true,
          }),
        }),
      },
    });
    renderApp('/league/3/board/thread/90');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trade talk: BOS and OTT' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the board' })).toHaveAttribute(
      'href',
      '/league/3/board',
    );
    expect(screen.getByText('Private')).toBeInTheDocument();
  });

  it('says so when the thread does not exist or is not the viewer’s to read', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/threads/91/posts': {
        status: 404,
        body: { error: 'Not Found', message: 'That thread does not exist.' },
      },
    });
    renderApp('/league/3/board/thread/91');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thread not found' })).toBeInTheDocument();
  });
});
