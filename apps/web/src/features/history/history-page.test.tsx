import type { HistoryResponse, SeasonHistory } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { leagueDetail } from '../leagues/test/league-fixtures';

afterEach(() => vi.unstubAllGlobals());

const bruins = { teamId: 14, name: 'Boston Bruins', abbreviation: 'BOS' };
const senators = { teamId: 15, name: 'Ottawa Senators', abbreviation: 'OTT' };
const season = (overrides: Partial<SeasonHistory>): SeasonHistory => ({
  seasonId: 1,
  name: '2026-27',
  startYear: 2026,
  phase: 'offseason',
  active: false,
  champion: bruins,
  finalist: senators,
  bestRecord: { ...bruins, points: 20, wins: 10, losses: 2, otLosses: 0 },
  awards: [],
  ...overrides,
});
const history: HistoryResponse = {
  seasons: [
    season({
      seasonId: 2,
      name: '2027-28',
      startYear: 2027,
      phase: 'preseason',
      active: true,
      champion: null,
    }),
    season({
      awards: [
        {
          award: 'mvp',
          name: 'Most Valuable Player',
          playerId: 31,
          playerName: 'Ola Nordmann',
          team: bruins,
          value: '41 pts',
        },
        {
          award: 'bestGoalie',
          name: 'Best Goalie',
          playerId: 44,
          playerName: 'Per Berg',
          team: senators,
          value: '.931 SV%',
        },
      ],
    }),
  ],
};

describe('League history', () => {
  it("lists each season's award winners, each linking to his player page, and none for a season without", async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/history': { body: history },
    });
    renderApp('/league/3/history');
    const awards = await screen.findByRole('region', { name: '2026–27 awards' });
    expect(within(awards).getByText('Most Valuable Player')).toBeInTheDocument();
    expect(within(awards).getByRole('link', { name: 'Ola Nordmann' })).toHaveAttribute(
      'href',
      '/league/3/player/31',
    );
    expect(within(awards).getByRole('link', { name: 'Per Berg' })).toHaveAttribute(
      'href',
      '/league/3/player/44',
    );
    expect(within(awards).getByText(/\.931 SV%/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '2027–28 awards' })).not.toBeInTheDocument();
    const seasons = screen.getByRole('table', { name: 'Seasons' });
    expect(within(seasons).getByRole('row', { name: /2026–27 Boston Bruins/ })).toBeInTheDocument();
  });

  it('shows no award section before any season has awards', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/history': { body: { seasons: [season({ champion: null, finalist: null })] } },
    });
    renderApp('/league/3/history');
    expect(await screen.findByRole('table', { name: 'Seasons' })).toBeInTheDocument();
    expect(screen.queryByText('Award winners')).not.toBeInTheDocument();
  });
});
