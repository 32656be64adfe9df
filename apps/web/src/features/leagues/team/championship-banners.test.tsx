import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp, renderWithProviders } from '../../../test/render';
import { leagueDetail, teamDetail } from '../test/league-fixtures';
import { ChampionshipBanners } from './championship-banners';

afterEach(() => vi.unstubAllGlobals());

describe('Team banners', () => {
  it('hangs a banner per Cup, oldest first, in the team colours with the season', () => {
    renderWithProviders(
      <ChampionshipBanners
        colors={['#C52032', '#C2912C']}
        championships={[
          { seasonId: 1, label: '2026–27' },
          { seasonId: 3, label: '2028–29' },
        ]}
      />,
    );
    const section = screen.getByRole('list', { name: 'Championships' });
    const banners = within(section).getAllByRole('img');
    expect(banners.map((b) => b.getAttribute('aria-label'))).toEqual([
      '2026–27 Cup champions',
      '2028–29 Cup champions',
    ]);
    expect(banners[0]?.querySelector('path')).toHaveAttribute('fill', '#C52032');
    expect(within(section).getByText('2028–29')).toBeInTheDocument();
  });

  it('shows nothing on the team page of a team without a Cup, and the banner on a champion', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /team/league/3/team/14': { body: teamDetail([]) },
      'GET /team/league/3/team/15': {
        body: { ...teamDetail([]), id: 15, championships: [{ seasonId: 1, label: '2026–27' }] },
      },
    });
    const { unmount } = renderApp('/league/3/team/14');
    expect(await screen.findByText('No players have been added yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Championships' })).not.toBeInTheDocument();
    unmount();
    renderApp('/league/3/team/15');
    const section = await screen.findByRole('list', { name: 'Championships' });
    expect(within(section).getByRole('img', { name: '2026–27 Cup champions' })).toBeInTheDocument();
  });
});
