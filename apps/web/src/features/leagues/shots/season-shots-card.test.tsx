import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { testSkaterStats, testTeamStats } from '../../../test/hockey-fixtures';
import { renderWithProviders } from '../../../test/render';
import { SeasonShotsCard } from './season-shots-card';

afterEach(() => vi.unstubAllGlobals());

const metrics = { cf: 60, ca: 40, ff: 48, fa: 32, sf: 30, sa: 20, gf: 4, ga: 2, xgf: 4.5, xga: 1.5 };
// 10 games of 18:00: three hours on the ice.
const skater = testSkaterStats(9, {
  gamesPlayed: 10,
  icetime: 1080,
  shotMetrics: { all: metrics, fiveOnFive: metrics, icf: 30, iff: 24, ixg: 2.4 },
});
const shots = {
  seasonId: 1,
  seasonType: 'regular',
  gamesPlayed: 10,
  shots: [
    [80, 2, 'G', 0.3],
    [81, 1, 'S', 0.2],
    [60, -20, 'B', 0],
  ],
};

describe('the season shot pictures', () => {
  it("shows a player's heat map and his xG-based rates per 60", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/player/9/shots': { body: shots },
      'GET /league/3/stats': { body: { seasonId: 1, playerStats: [skater], goalieStats: [] } },
    });
    renderWithProviders(<SeasonShotsCard leagueId={3} subject={{ playerId: 9, goalie: false }} />);
    const card = await screen.findByRole('region', { name: 'Season shot map' });
    expect(
      await within(card).findByRole('img', { name: /Shot attempts: 3 shot attempts, 1 goal,/ }),
    ).toBeInTheDocument();
    expect(within(card).getByText('3 attempts · 2 on goal · 1 goal · 0.5 xG')).toBeInTheDocument();
    const rate = (label: string) => within(card).getByText(label).closest('div')?.textContent;
    expect(rate('ixG')).toBe('ixG2.40');
    expect(rate('ixG/60')).toBe('ixG/600.80');
    expect(rate('xGF%')).toBe('xGF%75.0%');
    expect(rate('CF%')).toBe('CF%60.0%');
  });

  it("switches a team's map to the attempts it allowed and to the playoffs", async () => {
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/3/team/2/shots': { body: shots },
      'GET /league/3/team/2/shots?against=true': { body: { ...shots, shots: [] } },
      'GET /league/3/team/2/shots?against=true&seasonType=playoff': {
        status: 500,
        body: { error: 'Internal Server Error', message: 'Something broke.' },
      },
      'GET /league/3/team-stats': {
        body: {
          seasonId: 1,
          teamStats: [testTeamStats(2, { shotMetrics: { all: metrics, fiveOnFive: metrics } })],
        },
      },
    });
    renderWithProviders(<SeasonShotsCard leagueId={3} subject={{ teamId: 2 }} />);
    const card = await screen.findByRole('region', { name: 'Season shot map' });
    expect(await within(card).findByRole('img', { name: /^Shot attempts taken/ })).toBeInTheDocument();
    expect(within(card).getByText('xGF%').closest('div')).toHaveTextContent('75.0%');
    await userEvent.click(within(card).getByRole('radio', { name: 'Allowed' }));
    expect(
      await within(card).findByText('No shot attempts with a location in this season yet.'),
    ).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('radio', { name: 'Playoffs' }));
    expect(await within(card).findByText('Failed to load the shot map')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('GET /league/3/team-stats?seasonType=playoff');
  });
});
