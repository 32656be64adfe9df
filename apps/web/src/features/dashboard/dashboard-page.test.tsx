import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import type { LeagueSummary } from '@rinkside/domain';

afterEach(() => vi.unstubAllGlobals());

const leagues: LeagueSummary[] = [
  {
    id: 4,
    name: 'Friday Night Hockey',
    commissionerId: 7,
    teamCount: 12,
    seasonName: '2025-26 Regular Season',
    active: true,
    isCommissioner: true,
    myTeam: { id: 31, name: 'Toronto Maple Leafs' },
    myRecord: { gamesPlayed: 8, wins: 6, losses: 1, otLosses: 1 },
    cups: 2,
    tradeRequests: 2,
  },
  {
    id: 9,
    name: 'Original Six',
    commissionerId: 2,
    teamCount: 6,
    seasonName: 'No season yet',
    active: false,
    isCommissioner: false,
    myTeam: null,
    myRecord: null,
    cups: 1,
    tradeRequests: 0,
  },
];

const renderDashboard = (username?: string) =>
  renderWithProviders(<DashboardPage username={username} />, '/dashboard');

describe('DashboardPage (SPEC §2)', () => {
  it('greets the user, or Manager when the name is unknown', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/user': { body: [] } });
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Manager!' })).toBeInTheDocument();
    expect(screen.getByText('Ready to build your hockey dynasty?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New League' })).toHaveAttribute('href', '/create-league');
  });

  it('shows six skeleton cards while the leagues load', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/user': () => new Promise(() => undefined) });
    renderDashboard('ann_gm');
    expect(await screen.findAllByTestId('league-card-skeleton')).toHaveLength(6);
  });

  it('shows real zeros in the tiles and an honest empty activity panel', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/user': { body: [] }, 'GET /feed': { body: { items: [] } } });
    renderDashboard('ann_gm');
    const tiles: [string, string][] = [
      ['Cups', '0'],
      ['Teams Managed', '0'],
      ['Win Rate', '0%'],
      ['Trade Requests', '0'],
    ];
    for (const [label, value] of tiles) {
      const tile = screen.getByText(label).closest('.mantine-Paper-root');
      expect(tile).not.toBeNull();
      expect(within(tile as HTMLElement).getByText(value)).toBeInTheDocument();
    }
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it("shows 'No Leagues Yet' with 'Create Your First League' when the list is empty", async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/user': { body: [] } });
    renderDashboard('ann_gm');
    expect(await screen.findByRole('heading', { name: 'No Leagues Yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Leagues (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First League' })).toHaveAttribute(
      'href',
      '/create-league',
    );
  });

  it('lists the leagues as cards with team count, season and the Active badge only when active', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/user': { body: leagues } });
    renderDashboard('ann_gm');
    expect(await screen.findByRole('heading', { name: 'Your Leagues (2)' })).toBeInTheDocument();
    const friday = screen.getByRole('link', { name: /Friday Night Hockey/ });
    expect(friday).toHaveAttribute('href', '/league/4');
    expect(within(friday).getByText('12 teams')).toBeInTheDocument();
    expect(within(friday).getByText('Active')).toBeInTheDocument();
    expect(within(friday).getByText('2025-26 Regular Season')).toBeInTheDocument();
    expect(within(friday).getByText('Your team: Toronto Maple Leafs')).toBeInTheDocument();
    expect(within(friday).getByText('Commissioner')).toBeInTheDocument();
    const six = screen.getByRole('link', { name: /Original Six/ });
    expect(six).toHaveAttribute('href', '/league/9');
    expect(within(six).getByText('6 teams')).toBeInTheDocument();
    expect(within(six).queryByText('Active')).not.toBeInTheDocument();
    expect(within(six).getByText('No team assigned')).toBeInTheDocument();
    // Teams Managed counts the leagues where the user has a team.
    const tile = screen.getByText('Teams Managed').closest('.mantine-Paper-root') as HTMLElement;
    expect(within(tile).getByText('1')).toBeInTheDocument();
    // Win Rate: wins over games of the user's teams this season (6 of 8).
    const winRate = screen.getByText('Win Rate').closest('.mantine-Paper-root') as HTMLElement;
    expect(within(winRate).getByText('75%')).toBeInTheDocument();
    // Cups: every league's Cups won as the champion's GM, a team he no longer runs included.
    const cups = screen.getByText('Cups').closest('.mantine-Paper-root') as HTMLElement;
    expect(within(cups).getByText('3')).toBeInTheDocument();
    // Trade Requests: the proposals waiting on the user's answer, across his leagues.
    const requests = screen.getByText('Trade Requests').closest('.mantine-Paper-root') as HTMLElement;
    expect(within(requests).getByText('2')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Leagues' and loads again on 'Try Again'", async () => {
    const user = userEvent.setup({ delay: null });
    let attempts = 0;
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/user': () =>
        ++attempts === 1
          ? { status: 500, body: { error: 'Internal Server Error', message: 'Database unavailable' } }
          : { body: leagues },
      'GET /feed': { body: { items: [] } },
    });
    renderDashboard('ann_gm');
    expect(await screen.findByText('Failed to Load Leagues')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Your Leagues (2)' })).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c === 'GET /league/user')).toHaveLength(2);
  });
});
