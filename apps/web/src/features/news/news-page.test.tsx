import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeagueNewsItem } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedInRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { leagueDetail } from '../leagues/test/league-fixtures';

afterEach(() => vi.unstubAllGlobals());

const clock = {
  date: '2026-10-20',
  timeZone: 'America/New_York',
  phase: 'regular',
  seasonId: 1,
  regularSeasonComplete: false,
  seasonStartDate: '2026-10-01',
  seasonEndDate: null,
};

const injury = (id: number): LeagueNewsItem => ({
  id,
  kind: 'player_injured',
  category: 'injuries',
  text: `Player ${id} is injured (Knee), out until 2026-10-30.`,
  // Written on the wall clock's Oct 2; on the league's clock, 02:00 UTC on Oct 15 is still Oct 14 in New York.
  createdAt: '2026-10-02T12:00:00.000Z',
  leagueAt: '2026-10-15T02:00:00.000Z',
  payload: {
    playerId: id,
    playerName: `Player ${id}`,
    teamId: 14,
    teamName: 'Boston',
    injury: 'Knee',
    returnDate: '2026-10-30',
  },
});

describe('the league news page', () => {
  it('lists the news dated in the league time zone, filters by category and loads more', async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/clock': { body: clock },
      'GET /league/3/feed': { body: { items: [injury(30)], nextCursor: null } },
      'GET /league/3/feed?kind=injuries': { body: { items: [injury(30)], nextCursor: '30' } },
      'GET /league/3/feed?cursor=30&kind=injuries': { body: { items: [injury(12)], nextCursor: null } },
      'GET /league/3/feed?kind=awards': { body: { items: [], nextCursor: null } },
    });
    renderApp('/league/3/news');
    expect(await screen.findByRole('heading', { name: 'League News', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'News' });
    expect(within(list).getByRole('link', { name: injury(30).text })).toHaveAttribute(
      'href',
      '/league/3/player/30',
    );
    const date = await within(list).findByText('Oct 14, 2026');
    expect(date).toHaveAttribute('datetime', injury(30).leagueAt);
    expect(date.getAttribute('title')).toMatch(/^Your time: .*2026/);
    expect(date.parentElement).toHaveTextContent('Oct 14, 2026 · Injuries');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Injuries' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: injury(12).text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('GET /league/3/feed?cursor=30&kind=injuries');

    await user.click(screen.getByRole('radio', { name: 'Awards' }));
    expect(await screen.findByText('No awards news yet.')).toBeInTheDocument();
  });

  it("opens a news item's thread on the board with Discuss and goes to it", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/clock': { body: clock },
      'GET /league/3/feed': { body: { items: [injury(30)], nextCursor: null } },
      'POST /league/3/news/30/thread': {
        status: 201,
        body: {
          id: 77,
          channelId: 1,
          title: injury(30).text,
          author: { id: 1, username: 'gm' },
          createdAt: '2026-10-20T12:00:00.000Z',
          lastPostAt: '2026-10-20T12:00:00.000Z',
          replies: 0,
          pinned: false,
          locked: false,
          tradeId: null,
          newsId: 30,
          private: false,
        },
      },
    });
    renderApp('/league/3/news');
    await user.click(await screen.findByRole('button', { name: 'Discuss this news on the board' }));
    expect(apiCalls(fetchMock)).toContain('POST /league/3/news/30/thread');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/league/3/board/thread/77'),
    );
  });

  it('offers no Discuss to a visitor, who writes nothing on the board', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail({ myTeamId: null, isCommissioner: false }) },
      'GET /league/3/clock': { body: clock },
      'GET /league/3/feed': { body: { items: [injury(30)], nextCursor: null } },
    });
    renderApp('/league/3/news');
    expect(await screen.findByRole('link', { name: injury(30).text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Discuss/ })).not.toBeInTheDocument();
  });

  it('shows the failure with Try Again', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/clock': { body: clock },
      'GET /league/3/feed': {
        status: 500,
        body: { error: 'Internal Server Error', message: 'Database unavailable' },
      },
    });
    renderApp('/league/3/news');
    expect(await screen.findByText('Failed to Load News')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
