import type { RecordsResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { testLeague } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { RecordsPage } from './records-page';

afterEach(() => vi.unstubAllGlobals());

const holder = {
  playerId: 5,
  playerName: 'Ada Lindqvist',
  teamId: 11,
  teamName: 'Harbour Herons',
  seasonId: 2,
  seasonName: '2027-28',
  gameId: null,
  opponentName: null,
  value: 61,
  games: 82,
};

const season: RecordsResponse = {
  scope: 'season',
  gameType: 'regular',
  categories: [
    {
      key: 'goals',
      label: 'Goals',
      group: 'skaters',
      format: 'count',
      minimum: null,
      holders: [holder, { ...holder, playerId: 6, playerName: 'Bo Marsh', value: 55 }],
    },
    {
      key: 'savePct',
      label: 'Save percentage',
      group: 'goalies',
      format: 'percentage',
      minimum: 'At least 10 games and 250 shots faced',
      holders: [{ ...holder, playerId: 9, playerName: 'Cy Olsen', value: 0.9312 }],
    },
    {
      key: 'points',
      label: 'Most points',
      group: 'teams',
      format: 'count',
      minimum: null,
      holders: [{ ...holder, playerId: null, playerName: null, value: 118 }],
    },
  ],
};

const game: RecordsResponse = {
  scope: 'game',
  gameType: 'regular',
  categories: [
    {
      key: 'goals',
      label: 'Goals',
      group: 'skaters',
      format: 'count',
      minimum: null,
      holders: [{ ...holder, value: 5, gameId: 44, opponentName: 'Ridge Rams', games: null }],
    },
  ],
};

function renderRecords(routes: Record<string, { status?: number; body: unknown }>) {
  mockApi({ ...signedOutRoutes, 'GET /league/3': { body: testLeague() }, ...routes });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/records" element={<RecordsPage />} />
    </Routes>,
    '/league/3/records',
  );
}

describe('RecordsPage', () => {
  it('shows each record with its holders best first, linked to the player and the season', async () => {
    renderRecords({ 'GET /league/3/records?scope=season': { body: season } });
    const goals = await screen.findByRole('region', { name: 'Goals' });
    const rows = within(goals).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]?.textContent)).toEqual(['61', '55']);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Ada Lindqvist' })).toHaveAttribute(
      'href',
      '/league/3/player/5',
    );
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: '2027-28' })).toHaveAttribute(
      'href',
      '/league/3/stats?season=2',
    );
    const savePct = screen.getByRole('region', { name: 'Save percentage' });
    expect(within(savePct).getByText('.931')).toBeInTheDocument();
    expect(within(savePct).getByText('At least 10 games and 250 shots faced')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Most points' });
    expect(within(team).getByRole('link', { name: 'Harbour Herons' })).toHaveAttribute(
      'href',
      '/league/3/team/11',
    );
    expect(screen.getByText(/Regular season only/)).toBeInTheDocument();
  });

  it('switches to single-game records, which name the opponent and link the game', async () => {
    renderRecords({
      'GET /league/3/records?scope=season': { body: season },
      'GET /league/3/records?scope=game': { body: game },
    });
    await screen.findByRole('region', { name: 'Goals' });
    await userEvent.click(screen.getByRole('tab', { name: 'Game' }));
    expect(await screen.findByText('vs Ridge Rams')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2027-28' })).toHaveAttribute(
      'href',
      '/league/3/game/viewer?gameId=44',
    );
  });

  it('says no records are set before any game is played', async () => {
    renderRecords({
      'GET /league/3/records?scope=season': {
        body: { ...season, categories: season.categories.map((c) => ({ ...c, holders: [] })) },
      },
    });
    expect(await screen.findByText('No records yet')).toBeInTheDocument();
  });

  it('says the records failed to load when the server fails', async () => {
    renderRecords({ 'GET /league/3/records?scope=season': { status: 500, body: { message: 'broke' } } });
    expect(await screen.findByText('Failed to Load Records')).toBeInTheDocument();
  });
});
