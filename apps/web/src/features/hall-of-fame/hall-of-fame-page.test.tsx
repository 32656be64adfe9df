import type { HallOfFameResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { testLeague } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { HallOfFamePage } from './hall-of-fame-page';

afterEach(() => vi.unstubAllGlobals());

const career = {
  position: 'C',
  seasons: 9,
  games: 712,
  goals: 388,
  assists: 501,
  points: 889,
  wins: 0,
  shutouts: 0,
  savePct: 0,
  teamId: 11,
  teamName: 'Harbour Herons',
  firstSeasonName: '2026-27',
  lastSeasonName: '2034-35',
};

const hall: HallOfFameResponse = {
  waitSeasons: 1,
  inductees: [
    {
      playerId: 5,
      playerName: 'Ada Lindqvist',
      position: 'C',
      inductedSeasonId: 11,
      inductedSeasonName: '2035-36',
      value: 1083,
      career,
    },
    {
      playerId: 9,
      playerName: 'Cy Olsen',
      position: 'G',
      inductedSeasonId: 10,
      inductedSeasonName: '2034-35',
      value: 700,
      career: {
        ...career,
        position: 'G',
        goals: 0,
        assists: 0,
        points: 0,
        wins: 280,
        shutouts: 41,
        savePct: 0.9174,
      },
    },
  ],
};

function renderHall(reply: { status?: number; body: unknown }) {
  mockApi({
    ...signedOutRoutes,
    'GET /league/3': { body: testLeague() },
    'GET /league/3/hall-of-fame': reply,
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/hall-of-fame" element={<HallOfFamePage />} />
    </Routes>,
    '/league/3/hall-of-fame',
  );
}

describe('HallOfFamePage', () => {
  it('shows each inductee with his career line, his seasons and the season he was inducted', async () => {
    renderHall({ body: hall });
    const ada = await screen.findByRole('article', { name: 'Ada Lindqvist' });
    expect(within(ada).getByRole('link', { name: 'Ada Lindqvist' })).toHaveAttribute(
      'href',
      '/league/3/player/5',
    );
    expect(within(ada).getByText('712 GP · 388 G · 501 A · 889 PTS')).toBeInTheDocument();
    expect(within(ada).getByText('Inducted 2035-36')).toBeInTheDocument();
    expect(within(ada).getByText('9 seasons, 2026-27 to 2034-35')).toBeInTheDocument();
    const cy = screen.getByRole('article', { name: 'Cy Olsen' });
    expect(within(cy).getByText('712 GP · 280 W · 41 SO · .917 SV%')).toBeInTheDocument();
  });

  it('says when players become eligible while the hall is empty', async () => {
    renderHall({ body: { waitSeasons: 1, inductees: [] } });
    expect(await screen.findByText('No one has been inducted yet')).toBeInTheDocument();
    expect(screen.getByText(/Players become eligible 1 season after they retire/)).toBeInTheDocument();
  });

  it('says the hall failed to load when the server fails', async () => {
    renderHall({ status: 500, body: { message: 'broke' } });
    expect(await screen.findByText('Failed to Load the Hall of Fame')).toBeInTheDocument();
  });
});
