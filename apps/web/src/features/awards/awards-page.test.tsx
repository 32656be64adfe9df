import type { AwardsResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes, type MockReply } from '../../test/api-mock';
import { testLeague } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { AwardsPage } from './awards-page';

afterEach(() => vi.unstubAllGlobals());

const league = testLeague({
  teams: [
    {
      id: 11,
      name: 'Harbour Herons',
      city: 'Harbour',
      abbreviation: 'HAR',
      colors: ['#1B3A6B', '#C8102E'],
      conference: null,
      division: null,
      username: null,
      gm: null,
    },
  ],
});

const place = (playerId: number, playerName: string, value: string) => ({
  playerId,
  playerName,
  teamId: 11,
  teamName: 'Harbour Herons',
  teamAbbreviation: 'HAR',
  value,
});

const decided: AwardsResponse = {
  seasonId: 1,
  seasonName: '2026-27',
  available: true,
  reason: null,
  awards: [
    {
      ...place(5, 'Ada Lindqvist', '14 pts'),
      award: 'mostPoints',
      name: 'Most Points',
      runnersUp: [place(6, 'Bo Marsh', '12 pts'), place(7, 'Cy Olsen', '9 pts')],
    },
    {
      ...place(0, '', '5-1-0, 10 pts'),
      playerId: null,
      playerName: null,
      award: 'bestRecord',
      name: 'Best Regular-Season Record',
      runnersUp: [],
    },
  ],
};

function renderAwards(reply: MockReply) {
  mockApi({ ...signedOutRoutes, 'GET /league/3': { body: league }, 'GET /league/3/awards': reply });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/awards" element={<AwardsPage />} />
    </Routes>,
    '/league/3/awards',
  );
}

describe('AwardsPage', () => {
  it('shows each winner with his crest, value and page link, and the runners-up in order', async () => {
    renderAwards({ body: decided });
    const points = await screen.findByRole('region', { name: 'Most Points' });
    expect(within(points).getByRole('link', { name: 'Ada Lindqvist' })).toHaveAttribute(
      'href',
      '/league/3/player/5',
    );
    expect(within(points).getByText('14 pts')).toBeInTheDocument();
    expect(points.querySelector('[data-crest="HAR"]')).not.toBeNull();
    const runnersUp = within(points).getAllByRole('listitem');
    expect(runnersUp.map((item) => item.textContent)).toEqual([
      '2. Bo Marsh HAR · 12 pts',
      '3. Cy Olsen HAR · 9 pts',
    ]);
    const record = screen.getByRole('region', { name: 'Best Regular-Season Record' });
    expect(within(record).getByText('Harbour Herons')).toBeInTheDocument();
    expect(within(record).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says why there are no awards before the regular season ends', async () => {
    renderAwards({
      body: {
        seasonId: 1,
        seasonName: '2026-27',
        available: false,
        reason: 'Awards are given when the regular season ends: 12 of its 40 games are still to be played.',
        awards: [],
      },
    });
    expect(await screen.findByText('No awards yet')).toBeInTheDocument();
    expect(screen.getByText(/12 of its 40 games are still to be played/)).toBeInTheDocument();
  });

  it('says the awards failed to load when the server fails', async () => {
    renderAwards({ status: 500, body: { error: 'Internal Server Error', message: 'Something broke' } });
    expect(await screen.findByText('Failed to Load Awards')).toBeInTheDocument();
  });
});
