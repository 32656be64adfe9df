import type { BoardThread, TradeBoardThreads, TradeDetail } from '@rinkside/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { TradeBoardLinks } from './trade-board-links';

const trade = { id: 7, status: 'proposed', sides: [] } as unknown as TradeDetail;

const thread = (id: number, replies = 0): BoardThread => ({
  id,
  channelId: 2,
  title: 'Trade talk: Toronto and Boston',
  author: { id: 1, username: 'amy' },
  createdAt: '2026-11-20T12:00:00.000Z',
  lastPostAt: '2026-11-20T12:00:00.000Z',
  replies,
  pinned: false,
  locked: false,
  tradeId: 7,
  newsId: null,
  private: true,
});

const links = (over: Partial<TradeBoardThreads>): TradeBoardThreads => ({
  discussion: null,
  announcement: null,
  canDiscuss: false,
  canAnnounce: false,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('TradeBoardLinks', () => {
  it("opens the proposal's discussion with Discuss and goes to its thread", async () => {
    const fetchMock = mockApi({
      'GET /league/3/trades/7/thread': { body: links({ canDiscuss: true }) },
      'POST /league/3/trades/7/thread': { status: 201, body: thread(41) },
    });
    renderWithProviders(<TradeBoardLinks leagueId={3} trade={trade} />, '/league/3/trades/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Discuss' }));
    expect(apiCalls(fetchMock)).toContain('POST /league/3/trades/7/thread');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league/3/board/thread/41'),
    );
  });

  it('links to an open discussion with its replies, and to the announcement', async () => {
    mockApi({
      'GET /league/3/trades/7/thread': {
        body: links({ canDiscuss: true, discussion: thread(41, 2), announcement: thread(50) }),
      },
    });
    renderWithProviders(<TradeBoardLinks leagueId={3} trade={trade} />);
    expect(await screen.findByRole('link', { name: 'Discuss (2 replies)' })).toHaveAttribute(
      'href',
      '/league/3/board/thread/41',
    );
    expect(screen.getByRole('link', { name: 'Read the announcement' })).toHaveAttribute(
      'href',
      '/league/3/board/thread/50',
    );
    expect(screen.queryByRole('button', { name: 'Announce in General' })).not.toBeInTheDocument();
  });

  it('announces a completed trade, going to the thread even when someone announced it first', async () => {
    const fetchMock = mockApi({
      'GET /league/3/trades/7/thread': { body: links({ canDiscuss: true, canAnnounce: true }) },
      'POST /league/3/trades/7/announcement': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'This trade was already announced on the board.',
          thread: thread(50),
        },
      },
    });
    renderWithProviders(<TradeBoardLinks leagueId={3} trade={trade} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Announce in General' }));
    expect(apiCalls(fetchMock)).toContain('POST /league/3/trades/7/announcement');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league/3/board/thread/50'),
    );
  });

  it('shows nothing to a GM of another team, and the reason when the board refuses', async () => {
    mockApi({ 'GET /league/3/trades/7/thread': { body: links({}) } });
    const { unmount } = renderWithProviders(<TradeBoardLinks leagueId={3} trade={trade} />);
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    unmount();

    mockApi({
      'GET /league/3/trades/7/thread': { body: links({ canDiscuss: true }) },
      'POST /league/3/trades/7/thread': {
        status: 403,
        body: { error: 'Forbidden', message: 'You are muted on this league’s board until 2026-11-21.' },
      },
    });
    renderWithProviders(<TradeBoardLinks leagueId={3} trade={trade} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Discuss' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are muted');
  });
});
