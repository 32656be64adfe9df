import type { DraftRights } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { DraftRightsPanel } from './draft-rights-panel';

const rights: DraftRights[] = [
  {
    playerId: 41,
    name: 'Unge Lovende',
    position: 'C',
    age: 19,
    overall: 52,
    draft: { year: 2027, round: 1, overall: 3 },
    rightsEndYear: 2029,
    entryLevel: { capHit: 950_000, years: 3 },
  },
];

function renderPanel(canSign: boolean) {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3/team/14/draft-rights': { body: rights },
    'POST /league/3/players/41/sign-entry-level': { body: { playerId: 41, capHit: 950_000, years: 3 } },
  });
  renderWithProviders(<DraftRightsPanel leagueId={3} teamId={14} canSign={canSign} />);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('the unsigned draftees where contracts are managed', () => {
  it('signs one with the existing entry-level call, after confirming', async () => {
    const fetchMock = renderPanel(true);
    const list = await screen.findByTestId('draft-rights');
    expect(within(list).getByRole('link', { name: 'Unge Lovende' })).toHaveAttribute(
      'href',
      '/league/3/player/41',
    );
    await userEvent.click(within(list).getByRole('button', { name: 'Sign entry-level contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Unge Lovende?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await waitFor(() => expect(apiCalls(fetchMock)).toContain('POST /league/3/players/41/sign-entry-level'));
  });

  it('lists them without a Sign button for another team’s viewer', async () => {
    renderPanel(false);
    expect(await screen.findByTestId('draft-rights')).toHaveTextContent('Unge Lovende');
    expect(screen.queryByRole('button', { name: 'Sign entry-level contract' })).not.toBeInTheDocument();
  });
});
