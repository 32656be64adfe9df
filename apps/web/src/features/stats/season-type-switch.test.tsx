import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { testStanding } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { StandingsPage } from './standings-page';

afterEach(() => vi.unstubAllGlobals());

const regular = [
  testStanding(1, { name: 'Atlantic Aces', gamesPlayed: 6 }),
  testStanding(2, { name: 'Metro Mules', gamesPlayed: 6 }),
];
// In the playoffs only the Aces have played: the Mules' row at zero stays off the table.
const playoff = [
  testStanding(1, { name: 'Atlantic Aces', gamesPlayed: 4 }),
  testStanding(2, { name: 'Metro Mules', gamesPlayed: 0 }),
];

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderStandings(path: string, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3/standings': { body: { seasonId: 1, standings: regular } },
    'GET /league/3/standings?seasonType=playoff': { body: { seasonId: 1, standings: playoff } },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/league/:leagueId/standings"
        element={
          <>
            <StandingsPage />
            <Where />
          </>
        }
      />
    </Routes>,
    path,
  );
  return fetchMock;
}

const table = () => screen.findByRole('table', { name: 'League standings' });

describe('the Regular Season / Playoffs switch', () => {
  it('shows the regular season first, then the playoffs by keyboard, keeping the choice in the address', async () => {
    renderStandings('/league/3/standings');
    expect(await within(await table()).findByText('Metro Mules')).toBeInTheDocument();
    const regularSeason = screen.getByRole('radio', { name: 'Regular Season' });
    expect(regularSeason).toBeChecked();

    const user = userEvent.setup();
    regularSeason.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Playoffs' })).toBeChecked();
    expect(await screen.findByText('/league/3/standings?seasonType=playoff')).toBeInTheDocument();
    const rows = await within(await table()).findAllByRole('row');
    expect(within(await table()).queryByText('Metro Mules')).not.toBeInTheDocument();
    expect(rows.some((row) => within(row).queryByText('Atlantic Aces'))).toBe(true);
  });

  it('opens on the playoffs from a link that names them, and says when none are played', async () => {
    renderStandings('/league/3/standings?seasonType=playoff', {
      'GET /league/3/standings?seasonType=playoff': { body: { seasonId: 1, standings: [playoff[1]] } },
    });
    expect(await screen.findByText('No playoff games yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Playoffs' })).toBeChecked();
  });

  it("keeps a past season chosen beside the season type: last season's playoffs from one link", async () => {
    const fetchMock = renderStandings('/league/3/standings?season=9&seasonType=playoff', {
      'GET /league/3/seasons': {
        body: [
          {
            id: 10,
            name: '2027-28',
            startYear: 2027,
            phase: 'preseason',
            active: true,
            championTeamId: null,
          },
          { id: 9, name: '2026-27', startYear: 2026, phase: 'offseason', active: false, championTeamId: 1 },
        ],
      },
      'GET /league/3/standings?seasonType=playoff&seasonId=9': { body: { seasonId: 9, standings: playoff } },
      'GET /league/3/standings?seasonId=9': { body: { seasonId: 9, standings: regular } },
    });
    expect(await within(await table()).findByText('Atlantic Aces')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Season' })).toHaveValue('9');

    await userEvent.click(screen.getByRole('radio', { name: 'Regular Season' }));
    expect(await within(await table()).findByText('Metro Mules')).toBeInTheDocument();
    expect(screen.getByText('/league/3/standings?season=9')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((call) => call.startsWith('GET /league/3/standings'))).toEqual([
      'GET /league/3/standings?seasonType=playoff&seasonId=9',
      'GET /league/3/standings?seasonId=9',
    ]);
  });
});
