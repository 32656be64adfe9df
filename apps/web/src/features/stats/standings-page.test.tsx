import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { testStanding } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { StandingsPage } from './standings-page';

afterEach(() => vi.unstubAllGlobals());

const standings = [
  testStanding(1, {
    name: 'Atlantic Aces',
    conference: 'Eastern',
    division: 'Atlantic',
    points: 9,
    goalDifferential: 1,
    pointsPercentage: 0.75,
    pointsRank: 1,
  }),
  testStanding(2, {
    name: 'Metro Mules',
    conference: 'Eastern',
    division: 'Metropolitan',
    points: 7,
    goalDifferential: 6,
    pointsPercentage: 0.5833,
    pointsRank: 2,
  }),
  testStanding(3, {
    name: 'Pacific Pumas',
    conference: 'Western',
    division: 'Pacific',
    points: 4,
    goalDifferential: -7,
    pointsPercentage: 0.5,
    pointsRank: 3,
  }),
];

function renderStandings(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi({ ...signedOutRoutes, 'GET /league/3/standings': reply });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/standings" element={<StandingsPage />} />
    </Routes>,
    '/league/3/standings',
  );
}

const teamOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('StandingsPage (SPEC §2 Standings, §9)', () => {
  it('ranks by points and sorts by any column, both ways', async () => {
    renderStandings({ body: { seasonId: 1, standings } });
    const table = await screen.findByRole('table', { name: 'League standings' });
    expect(teamOrder(table)).toEqual(['Atlantic Aces', 'Metro Mules', 'Pacific Pumas']);
    expect(within(table).getByText('0.583')).toBeInTheDocument();
    expect(within(table).getByText('+6')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Goal differential (DIFF)' }));
    expect(teamOrder(table)).toEqual(['Metro Mules', 'Atlantic Aces', 'Pacific Pumas']);
    await userEvent.click(screen.getByRole('button', { name: 'Goal differential (DIFF)' }));
    expect(teamOrder(table)).toEqual(['Pacific Pumas', 'Atlantic Aces', 'Metro Mules']);
    await userEvent.click(screen.getByRole('button', { name: 'Team' }));
    expect(teamOrder(table)).toEqual(['Atlantic Aces', 'Metro Mules', 'Pacific Pumas']);
    await userEvent.click(screen.getByRole('button', { name: 'Points (PTS)' }));
    expect(screen.getByRole('button', { name: 'Points (PTS)' }).closest('th')).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('splits the teams by conference and by division', async () => {
    renderStandings({ body: { seasonId: 1, standings } });
    await screen.findByRole('table', { name: 'League standings' });
    await userEvent.click(screen.getByRole('radio', { name: 'Conference' }));
    expect(screen.getByRole('table', { name: 'Eastern standings' })).toBeInTheDocument();
    expect(teamOrder(screen.getByRole('table', { name: 'Western standings' }))).toEqual(['Pacific Pumas']);
    await userEvent.click(screen.getByRole('radio', { name: 'Division' }));
    expect(screen.getAllByRole('table')).toHaveLength(3);
  });

  it('offers no grouping when the teams have no conferences', async () => {
    renderStandings({ body: { seasonId: 1, standings: [testStanding(1)] } });
    await screen.findByRole('table', { name: 'League standings' });
    expect(screen.queryByRole('radio', { name: 'Conference' })).not.toBeInTheDocument();
  });

  it('shows a loading skeleton', async () => {
    renderStandings(() => new Promise(() => undefined));
    expect(await screen.findByLabelText('Loading standings')).toBeInTheDocument();
  });

  it("shows 'No standings yet' for a season without teams", async () => {
    renderStandings({ body: { seasonId: 1, standings: [] } });
    expect(await screen.findByText('No standings yet')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Standings' with the server's message and Try Again", async () => {
    renderStandings({
      status: 404,
      body: { error: 'Not Found', message: 'This league has no active season.' },
    });
    expect(await screen.findByText('Failed to Load Standings')).toBeInTheDocument();
    expect(screen.getByText('This league has no active season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
