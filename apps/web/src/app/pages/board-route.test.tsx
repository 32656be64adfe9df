import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leagueDetail } from '../../features/leagues/test/league-fixtures';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { boardChannel, boardChannels, boardPost, boardThread } from '../../test/board-fixtures';
import { renderApp } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const gmLeague = leagueDetail({ isCommissioner: false });
const threadPage = (threads = [boardThread({ id: 40, title: 'Looking for a goalie' })]) => ({
  channel: boardChannel({ id: 2, name: 'Trades' }),
  threads,
  nextCursor: null,
});

describe('the league board page', () => {
  it('lists the channels with unread counts, read-only marked, and the threads pinned and locked', async () => {
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/channels/2/threads': {
        body: {
          ...threadPage([
            boardThread({ id: 41, title: 'Rules of the deadline', pinned: true, locked: true }),
            boardThread({ id: 40, title: 'Looking for a goalie', replies: 2 }),
          ]),
          nextCursor: '2026-11-30T11:00:00.000Z_40',
        },
      },
      'GET /league/3/board/channels/2/threads?cursor=2026-11-30T11%3A00%3A00.000Z_40': {
        body: threadPage([boardThread({ id: 39, title: 'Older talk' })]),
      },
      'POST /league/3/board/channels/2/read': { body: { message: 'Read' } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board/channel/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'League Board' })).toBeInTheDocument();
    const channels = await screen.findByRole('navigation', { name: 'Channels' });
    expect(within(channels).getByRole('link', { name: /Trades/ })).toHaveAttribute('aria-current', 'page');
    expect(within(channels).getByLabelText('3 unread')).toBeInTheDocument();
    expect(within(channels).getByRole('link', { name: /Commissioner's Office/ })).toHaveTextContent(
      'Read-only',
    );

    const threads = await screen.findByRole('list', { name: 'Threads' });
    const rows = within(threads).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Rules of the deadline'),
      expect.stringContaining('Looking for a goalie'),
    ]);
    expect(within(rows[0] as HTMLElement).getByLabelText('Pinned')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByLabelText('Locked')).toBeInTheDocument();
    expect(rows[1]).toHaveAttribute('href', '/league/3/board/thread/40');
    expect(rows[1]).toHaveTextContent('2 replies');

    // The channel on screen is marked read.
    await waitFor(() => expect(apiCalls(fetchMock)).toContain('POST /league/3/board/channels/2/read'));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(threads).findByText('Older talk')).toBeInTheDocument();
  });

  it('says a channel is empty and invites a thread, which opens once posted (Ctrl+Enter sends)', async () => {
    let sent: unknown;
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/channels/1/threads': {
        body: { channel: boardChannel({ id: 1, name: 'General' }), threads: [], nextCursor: null },
      },
      'POST /league/3/board/channels/1/threads': (init) => {
        sent = JSON.parse(String(init?.body));
        return {
          status: 201,
          body: { thread: boardThread({ id: 77, channelId: 1, title: 'Hello' }), post: boardPost({ id: 1 }) },
        };
      },
      'GET /league/3/board/threads/77/posts': {
        body: {
          thread: boardThread({ id: 77, channelId: 1, title: 'Hello' }),
          posts: [boardPost({ id: 1, threadId: 77, body: 'First!' })],
          canReply: true,
          nextCursor: null,
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board');
    expect(await screen.findByText('No threads yet — start one.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New thread' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Post' }), 'First!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello' })).toBeInTheDocument();
    expect(sent).toEqual({ title: 'Hello', body: 'First!' });
    expect(screen.getByTestId('location')).toHaveTextContent('/league/3/board/thread/77');
  });

  it('shows the server’s refusal of a new thread and keeps what was written', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': { body: boardChannels() },
      'GET /league/3/board/channels/1/threads': {
        body: { channel: boardChannel({ id: 1, name: 'General' }), threads: [], nextCursor: null },
      },
      'POST /league/3/board/channels/1/threads': {
        status: 429,
        body: {
          error: 'Too Many Requests',
          message: 'You are posting too fast: at most 5 posts a minute. Try again in 42 s.',
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board');
    await user.click(await screen.findByRole('button', { name: 'New thread' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Again');
    await user.type(screen.getByRole('textbox', { name: 'Post' }), 'and again');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 42 s.');
    expect(screen.getByRole('textbox', { name: 'Post' })).toHaveValue('and again');
  });

  it("tells a muted GM until when, and offers no new thread; the menu's Board shows the unread total", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: gmLeague },
      'GET /league/3/board/channels': {
        body: boardChannels({ canPost: false, mutedUntil: '2026-12-01T12:00:00.000Z' }),
      },
      'GET /league/3/board/channels/1/threads': {
        body: { ...threadPage(), channel: boardChannel({ id: 1, name: 'General' }) },
      },
    });
    renderApp('/league/3/board');
    expect(await screen.findByText('You are muted on this board')).toBeInTheDocument();
    expect(screen.getByText(/until Dec 1, 2026/)).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Threads' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New thread' })).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'League menu' });
    expect(within(menu).getByRole('link', { name: /Board/ })).toHaveTextContent('3');
  });

  it('lets a commissioner add a read-only channel, then shows it', async () => {
    let sent: unknown;
    let added = false;
    const withAnnouncements = () =>
      boardChannels({
        canModerate: true,
        channels: [
          ...boardChannels().channels,
          ...(added ? [boardChannel({ id: 9, name: 'Announcements', readOnly: true })] : []),
        ],
      });
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/board/channels': () => ({ body: withAnnouncements() }),
      'GET /league/3/board/channels/1/threads': {
        body: { channel: boardChannel({ id: 1, name: 'General' }), threads: [], nextCursor: null },
      },
      'GET /league/3/board/channels/9/threads': {
        body: { channel: boardChannel({ id: 9, name: 'Announcements' }), threads: [], nextCursor: null },
      },
      'POST /league/3/board/channels': (init) => {
        sent = JSON.parse(String(init?.body));
        added = true;
        return { status: 201, body: boardChannel({ id: 9, name: 'Announcements', readOnly: true }) };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/league/3/board');
    await user.click(await screen.findByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a channel' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Channel name' }), 'Announcements');
    await user.click(within(dialog).getByRole('checkbox', { name: /Read-only/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Announcements' })).toBeInTheDocument();
    expect(sent).toEqual({ name: 'Announcements', readOnly: true });
    expect(screen.getByTestId('location')).toHaveTextContent('/league/3/board/channel/9');
  });
});
