import type { CoCommissionersResponse, LeagueDetail } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { leagueDetail } from '../test/league-fixtures';
import { CoCommissionersSection } from './co-commissioners-section';

afterEach(() => vi.unstubAllGlobals());

const [first] = leagueDetail().teams;
const team = (id: number, name: string, gm: { id: number; username: string } | null) => ({
  ...(first as LeagueDetail['teams'][number]),
  id,
  name,
  username: gm?.username ?? null,
  gm,
});
const teams = [
  team(1, 'Boston', { id: 7, username: 'boss' }),
  team(2, 'Calgary', { id: 8, username: 'deputy' }),
  team(3, 'Dallas', { id: 9, username: 'reader' }),
  team(4, 'Edmonton', null),
];
const list = (overrides: Partial<CoCommissionersResponse> = {}): CoCommissionersResponse => ({
  owner: { userId: 7, username: 'boss' },
  coCommissioners: [],
  canEdit: true,
  ...overrides,
});

describe('CoCommissionersSection', () => {
  it("lets the owner name one of the league's other GMs", async () => {
    let body: unknown;
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/co-commissioners': { body: list() },
      'PUT /league/3/co-commissioners': (init) => {
        body = JSON.parse(String(init?.body));
        return {
          body: list({
            coCommissioners: [{ userId: 8, username: 'deputy', teamName: 'Calgary', namedAt: '' }],
          }),
        };
      },
    });
    renderWithProviders(<CoCommissionersSection leagueId={3} teams={teams} />);
    expect(await screen.findByText('No co-commissioners yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Name a GM co-commissioner' }));
    expect(screen.queryByRole('option', { name: /boss/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'deputy (Calgary)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Name co-commissioner' }));
    expect(
      await screen.findByRole('button', { name: 'Remove deputy as co-commissioner' }),
    ).toBeInTheDocument();
    expect(body).toEqual({ userIds: [8] });
  });

  it('shows a co-commissioner the list without the owner’s controls', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/co-commissioners': {
        body: list({
          canEdit: false,
          coCommissioners: [{ userId: 8, username: 'deputy', teamName: 'Calgary', namedAt: '' }],
        }),
      },
    });
    renderWithProviders(<CoCommissionersSection leagueId={3} teams={teams} />);
    expect(await screen.findByText(/boss, the league’s owner/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Co-commissioners' })).toHaveTextContent('deputy');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Name co-commissioner' })).not.toBeInTheDocument();
  });
});
