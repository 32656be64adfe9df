import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { QuarantinedGamesPanel } from './quarantined-games-panel';

afterEach(() => vi.unstubAllGlobals());

const noGames = { 'GET /league/3/quarantined-games': { body: { games: [] } } };

const waivers = {
  kind: 'waivers',
  attempts: 3,
  lastError: 'Ending waivers failed: Invalid time zone specified: Nowhere/Rink',
  nextAttemptAt: null,
  quarantinedAt: '2026-11-29T00:40:00.000Z',
};
const draftClock = {
  kind: 'draft-clock',
  attempts: 1,
  lastError: 'The draft clock failed: no prospect left',
  nextAttemptAt: '2026-11-29T00:41:00.000Z',
  quarantinedAt: null,
};

describe('the failed jobs in the set-aside panel', () => {
  it('says so when no job has failed', async () => {
    mockApi({ ...signedOutRoutes, ...noGames, 'GET /league/3/jobs/failed': { body: { steps: [] } } });
    renderWithProviders(<QuarantinedGamesPanel leagueId={3} />);
    expect(await screen.findByText('Every job of the league runs: none has failed.')).toBeInTheDocument();
  });

  it('lists a set-aside step and a failing one with their errors, and retries the set-aside one', async () => {
    let listed = [waivers, draftClock];
    let asked: unknown = null;
    const mock = mockApi({
      ...signedOutRoutes,
      ...noGames,
      'GET /league/3/jobs/failed': () => ({ body: { steps: listed } }),
      'POST /league/3/jobs/retry': (init) => {
        asked = JSON.parse(String(init?.body));
        listed = [draftClock];
        return { body: { kind: 'waivers', outcome: 'done', lastError: null } };
      },
    });
    renderWithProviders(<QuarantinedGamesPanel leagueId={3} />);
    const list = await screen.findByRole('list', { name: 'Jobs set aside or failing' });
    const item = within(list).getByRole('listitem', { name: 'Ending waivers' });
    expect(within(item).getByText(/Nowhere\/Rink/)).toBeInTheDocument();
    expect(
      within(item).getByText('failed 3 times · set aside since 2026-11-29 00:40 UTC'),
    ).toBeInTheDocument();
    const failing = within(list).getByRole('listitem', { name: 'The draft clock' });
    expect(
      within(failing).getByText('failed once · tried again by itself at 2026-11-29 00:41 UTC'),
    ).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() =>
      expect(within(list).queryByRole('listitem', { name: 'Ending waivers' })).toBeNull(),
    );
    expect(apiCalls(mock)).toContain('POST /league/3/jobs/retry');
    expect(asked).toEqual({ kind: 'waivers' });
    expect(within(list).getByRole('listitem', { name: 'The draft clock' })).toBeInTheDocument();
  });
});
