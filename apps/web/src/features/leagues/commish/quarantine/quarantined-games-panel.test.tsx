import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { QuarantinedGamesPanel } from './quarantined-games-panel';

afterEach(() => vi.unstubAllGlobals());

const noFailedJobs = { 'GET /league/3/jobs/failed': { body: { steps: [] } } };

const game = {
  id: 41,
  gameDate: '2025-10-03',
  homeTeamName: 'Halifax Harbourmen',
  awayTeamName: 'Regina Rams',
  attempts: 3,
  lastError:
    'The game could not be played: Halifax Harbourmen: lineup slot line1_c is empty; too few players',
  quarantinedAt: '2026-11-29T00:40:00.000Z',
};

describe('QuarantinedGamesPanel', () => {
  it('says so when no game is set aside', async () => {
    mockApi({
      ...signedOutRoutes,
      ...noFailedJobs,
      'GET /league/3/quarantined-games': { body: { games: [] } },
    });
    renderWithProviders(<QuarantinedGamesPanel leagueId={3} />);
    expect(await screen.findByText('No game is set aside: every due game was played.')).toBeInTheDocument();
  });

  it('lists a set-aside game with its error, and retries it', async () => {
    let listed = [game];
    const mock = mockApi({
      ...signedOutRoutes,
      ...noFailedJobs,
      'GET /league/3/quarantined-games': () => ({ body: { games: listed } }),
      'POST /league/3/games/41/retry': () => {
        listed = [];
        return { body: { gameId: 41, stored: true, lastError: null } };
      },
    });
    renderWithProviders(<QuarantinedGamesPanel leagueId={3} />);
    const item = await screen.findByRole('listitem', { name: 'Regina Rams at Halifax Harbourmen' });
    expect(within(item).getByText(/line1_c is empty/)).toBeInTheDocument();
    expect(within(item).getByText('2025-10-03 · failed 3 times')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No game is set aside: every due game was played.')).toBeInTheDocument();
    expect(apiCalls(mock)).toContain('POST /league/3/games/41/retry');
  });

  it('offers to try again when the list fails to load', async () => {
    mockApi({
      ...signedOutRoutes,
      ...noFailedJobs,
      'GET /league/3/quarantined-games': { status: 500, body: { error: 'Internal', message: 'Boom' } },
    });
    renderWithProviders(<QuarantinedGamesPanel leagueId={3} />);
    expect(await screen.findByText('Failed to load set-aside games')).toBeInTheDocument();
  });
});
