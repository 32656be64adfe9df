import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { testGoalieStats, testSkaterStats, testTeamStats } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { StatsPage } from './stats-page';

afterEach(() => vi.unstubAllGlobals());

/** Season analytics: 55 attempts for and 45 against, 44 and 36 unblocked, xG 3.3 to 2.7. */
const metrics = (xgf = 3.3) => {
  const m = { cf: 55, ca: 45, ff: 44, fa: 36, sf: 30, sa: 25, gf: 3, ga: 2, xgf, xga: 2.7 };
  return { all: m, fiveOnFive: m };
};
const skaters = Array.from({ length: 60 }, (_, i) =>
  testSkaterStats(i + 1, {
    points: 60 - i,
    goals: i % 7,
    position: i === 0 ? 'D' : 'C',
    shotMetrics: { ...metrics(), icf: 10, iff: 8, ixg: 1.2 },
  }),
);
const goalies = [
  testGoalieStats(101, { gamesPlayed: 1, goalsAgainstAverage: 0.5 }),
  testGoalieStats(102, { goalsAgainstAverage: 3.1, savePercentage: 0.9 }),
  testGoalieStats(103, { goalsAgainstAverage: 2.0, savePercentage: 0.925, shotsAgainst: 200 }),
];

function renderStats(routes: Parameters<typeof mockApi>[0], url = '/league/3/stats') {
  mockApi({
    ...signedOutRoutes,
    'GET /league/3/stats': { body: { seasonId: 1, playerStats: skaters, goalieStats: goalies } },
    'GET /league/3/team-stats': {
      body: {
        seasonId: 1,
        teamStats: [
          testTeamStats(1, { shotMetrics: metrics(7.3) }),
          testTeamStats(2, { powerPlays: 0, penaltyKills: 0, shotMetrics: metrics() }),
        ],
      },
    },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/stats" element={<StatsPage />} />
    </Routes>,
    url,
  );
}

describe('StatsPage (SPEC §2 Stats, §5, §8, §9)', () => {
  it("says 'Loading statistics...' while loading", async () => {
    renderStats({ 'GET /league/3/stats': () => new Promise(() => undefined) });
    expect(await screen.findByText('Loading statistics...')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Statistics' with Try Again", async () => {
    renderStats({ 'GET /league/3/stats': { status: 500, body: { error: 'x', message: 'Boom' } } });
    expect(await screen.findByText('Failed to Load Statistics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the top 10 skaters by tab, and goalies with two games or more (GAA lowest first)', async () => {
    renderStats({});
    const points = await screen.findByRole('list', { name: 'Top Skaters: Points' });
    const items = within(points).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('First1 Last1');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/league/3/player/1');
    await userEvent.click(screen.getByRole('tab', { name: 'Goals' }));
    expect(
      within(screen.getByRole('list', { name: 'Top Skaters: Goals' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('6');

    await userEvent.click(screen.getByRole('tab', { name: 'GAA' }));
    const gaa = within(screen.getByRole('list', { name: 'Top Goalies: GAA' })).getAllByRole('listitem');
    expect(gaa.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Keeper103.*2\.00$/),
      expect.stringMatching(/Keeper102.*3\.10$/),
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'SV%' }));
    expect(screen.getByRole('list', { name: 'Top Goalies: SV%' })).toHaveTextContent('.925');
  });

  it("says 'No skater data available' and 'No goalie data available' without qualified players", async () => {
    renderStats({ 'GET /league/3/stats': { body: { seasonId: 1, playerStats: [], goalieStats: [] } } });
    expect(await screen.findByText('No skater data available')).toBeInTheDocument();
    expect(screen.getByText('No goalie data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'All Stats' }));
    expect(screen.getByText('No player statistics available')).toBeInTheDocument();
  });

  it('pages the player table by 50, formats TOI, shows FO% for forwards only, and sorts', async () => {
    renderStats({});
    await userEvent.click(await screen.findByRole('radio', { name: 'All Stats' }));
    const table = screen.getByRole('table', { name: 'Skater statistics' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Showing 1–50 of 60')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('19:05')).toBeInTheDocument();
    expect(within(first).getByText('-')).toBeInTheDocument(); // a defenceman: no FO%
    // On-ice CF% 55/100, FF% 44/80 and xGF% 3.3/6.0 all come to 55%; xGA 2.7.
    expect(within(first).getAllByText('55.0%')).toHaveLength(3);
    expect(within(first).getByText('2.7')).toBeInTheDocument();
    expect(
      within(within(table).getAllByRole('row')[2] as HTMLElement).getByText('50.0%'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Showing 51–60 of 60')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Points (P)' }));
    expect(screen.getByText('Showing 1–50 of 60')).toBeInTheDocument();
    expect(
      within(within(table).getAllByRole('row')[1] as HTMLElement).getByText('First60 Last60'),
    ).toBeInTheDocument();
  });

  it('shows goalies with SV% in three decimals and GAA in two, and teams with PP% and PK% or -', async () => {
    renderStats({});
    await userEvent.click(await screen.findByRole('radio', { name: 'All Stats' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Goalie Stats' }));
    const goalieTable = screen.getByRole('table', { name: 'Goalie statistics' });
    expect(within(goalieTable).getByText('.925')).toBeInTheDocument();
    expect(within(goalieTable).getByText('2.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Team Stats' }));
    const teamTable = await screen.findByRole('table', { name: 'Team statistics' });
    expect(within(teamTable).getByText('20.0%')).toBeInTheDocument();
    expect(within(teamTable).getByText('75.0%')).toBeInTheDocument();
    expect(within(teamTable).getAllByText('-')).toHaveLength(2);
    // xGF 7.3 to xGA 2.7: a 73.0% share.
    expect(within(teamTable).getByText('73.0%')).toBeInTheDocument();
    expect(within(teamTable).getByText('7.3')).toBeInTheDocument();
  });

  it("opens All Stats at the team table from the team page's link (?table=teams)", async () => {
    renderStats({}, '/league/3/stats?table=teams');
    expect(await screen.findByRole('table', { name: 'Team statistics' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Team Stats' })).toHaveAttribute('aria-selected', 'true');
  });
});
