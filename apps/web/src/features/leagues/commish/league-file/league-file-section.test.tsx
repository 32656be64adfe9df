import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { LeagueFileSection } from './league-file-section';

afterEach(() => vi.unstubAllGlobals());

const madeHere = { source: null, fileVersion: null, importedAt: null, warnings: [] };

describe('LeagueFileSection', () => {
  it('links to the league file as a download and says where it can be imported', async () => {
    const fetchMock = mockApi({ ...signedOutRoutes, 'GET /league/4/import-warnings': { body: madeHere } });
    renderWithProviders(<LeagueFileSection leagueId={4} />);
    const section = screen.getByRole('region', { name: 'League file' });
    const link = within(section).getByRole('link', { name: 'Download league file' });
    expect(link).toHaveAttribute('href', '/api/league/4/export');
    expect(link).toHaveAttribute('download');
    expect(section).toHaveTextContent(/import it into a new league, here or on another Rinkside host/);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // A league made in Rinkside has no import to speak of.
    expect(within(section).queryByText(/Imported from/)).not.toBeInTheDocument();
  });

  it('lists what the import of a ZenGM file did not carry', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/9/import-warnings': {
        body: {
          source: 'zengm-hockey',
          fileVersion: 72,
          importedAt: '2026-11-29T12:00:00.000Z',
          warnings: [
            { code: 'store-not-carried', message: "ZenGM's news feed (12 items) is not carried.", count: 12 },
          ],
        },
      },
    });
    renderWithProviders(<LeagueFileSection leagueId={9} />);
    const kept = await screen.findByRole('list', {
      name: 'Imported from a ZenGM file: what was not carried',
    });
    expect(within(kept).getByRole('listitem')).toHaveTextContent(
      "ZenGM's news feed (12 items) is not carried.",
    );
    expect(screen.getByText(/^Imported on Nov (28|29|30), 2026\.$/)).toBeInTheDocument();
  });

  it('says everything was carried from a Rinkside file that left nothing behind', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/9/import-warnings': {
        body: { ...madeHere, source: 'rinkside', fileVersion: 1, importedAt: '2026-11-29T12:00:00.000Z' },
      },
    });
    renderWithProviders(<LeagueFileSection leagueId={9} />);
    const origin = await screen.findByRole('region', {
      name: 'Imported from a Rinkside league file: what was not carried',
    });
    expect(origin).toHaveTextContent('Everything was carried.');
  });
});
