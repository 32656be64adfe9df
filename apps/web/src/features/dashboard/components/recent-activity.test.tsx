import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserNewsItem } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { RecentActivity } from './recent-activity';

afterEach(() => vi.unstubAllGlobals());

const result: UserNewsItem = {
  id: 12,
  kind: 'game_result',
  category: 'results',
  text: 'Toronto beat Boston 4–2: Matthews scored twice.',
  // 02:30 UTC on Oct 2 is still Oct 1 in Toronto.
  createdAt: '2026-10-02T02:30:00.000Z',
  leagueAt: '2026-10-02T02:30:00.000Z',
  leagueId: 4,
  leagueName: 'Friday Night Hockey',
  timeZone: 'America/Toronto',
  payload: {
    gameId: 55,
    gameType: 'regular',
    startAt: '2026-10-01T23:30:00.000Z',
    home: { teamId: 1, teamName: 'Toronto', score: 4 },
    away: { teamId: 2, teamName: 'Boston', score: 2 },
    decidedIn: 'regulation',
    highlights: [],
  },
};
const seat: UserNewsItem = {
  id: 11,
  kind: 'gm_left',
  category: 'transactions',
  text: 'anna is no longer GM of Ottawa.',
  createdAt: '2026-11-19T12:00:00.000Z',
  leagueAt: '2026-11-19T12:00:00.000Z',
  leagueId: 9,
  leagueName: 'Original Six',
  timeZone: 'UTC',
  payload: { teamId: 3, teamName: 'Ottawa', gm: 'anna' },
};

describe("the dashboard's Recent Activity", () => {
  it("lists the user's leagues' news, each linked, dated in its league's time zone and naming its league", async () => {
    mockApi({ 'GET /feed': { body: { items: [result, seat] } } });
    renderWithProviders(<RecentActivity />, '/dashboard');
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: result.text })).toHaveAttribute(
      'href',
      '/league/4/game/viewer?gameId=55',
    );
    expect(rows[0]).toHaveTextContent('Oct 1, 2026 · Results · Friday Night Hockey');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: seat.text })).toHaveAttribute(
      'href',
      '/league/9/team/3',
    );
    expect(rows[1]).toHaveTextContent('Nov 19, 2026 · Transactions · Original Six');
  });

  it('says so when nothing happened yet, and offers Try Again after a failure', async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    mockApi({
      'GET /feed': () =>
        ++attempts === 1
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Database unavailable' } }
          : { body: { items: [] } },
    });
    renderWithProviders(<RecentActivity />, '/dashboard');
    expect(await screen.findByText('Failed to Load Activity')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });
});
