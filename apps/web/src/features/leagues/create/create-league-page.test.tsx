import { customClubs } from '@rinkside/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const league = {
  id: 12,
  name: 'Pond League',
  commissionerId: 7,
  mode: 'NHL',
  leagueType: 'professional',
  startYear: 2026,
  playerSetup: 'generated',
  seasonName: '2026-27',
  teams: [],
  myTeamId: null,
  isCommissioner: true,
  logoBaseUrl: '/logos',
};

describe('CreateLeaguePage (SPEC §2 Create League, §5, §8)', () => {
  it('requires a trimmed name, posts NHL mode, then toasts and opens the league', async () => {
    let body: unknown;
    mockApi({
      ...signedInRoutes,
      'POST /league/create': (init) => {
        body = JSON.parse(String(init?.body));
        return { status: 201, body: { id: 12, name: 'Pond League', notes: [] } };
      },
      'GET /league/12': { body: league },
    });
    renderApp('/create-league');
    const submit = await screen.findByRole('button', { name: 'Create League' });
    expect(submit).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /League name/ });
    await userEvent.click(name);
    await userEvent.paste('   ');
    await userEvent.tab();
    expect(await screen.findByText('League name is required')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('  Pond League ');
    await userEvent.click(submit);
    expect(await screen.findByText('League created successfully!')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Pond League', mode: 'NHL' });
    await waitFor(() => expect(location()).toBe('/league/12'));
  });

  it('sends custom settings and shows the server message in the failure alert', async () => {
    let body: Record<string, unknown> = {};
    mockApi({
      ...signedInRoutes,
      'POST /league/create': (init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return {
          status: 400,
          body: { error: 'Bad Request', message: 'Row 2: position must be C, LW, RW, D or G' },
        };
      },
    });
    renderApp('/create-league');
    await userEvent.click(await screen.findByRole('textbox', { name: /League name/ }));
    await userEvent.paste('Beer League');
    await userEvent.click(screen.getByText('Custom'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Import the 32 real teams/ }));
    expect(screen.getByRole('textbox', { name: /Number of teams/ })).toHaveValue('12');
    await userEvent.click(screen.getByRole('radio', { name: /Import custom roster/ }));
    expect(screen.getByText('handedness')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Create League' });
    expect(submit).toBeDisabled();
    const csv = new File(['team,firstName,lastName,position\nOslo,Ola,Nordmann,X\n'], 'roster.csv', {
      type: 'text/csv',
    });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, csv);
    expect(await screen.findByText(/1 player row read from roster.csv/)).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('Failed to Create League')).toBeInTheDocument();
    expect(screen.getByText('Row 2: position must be C, LW, RW, D or G')).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Beer League',
      mode: 'Custom',
      leagueType: 'professional',
      importTeams: false,
      teamCount: 12,
      playerSetup: 'import',
      customRoster: [{ team: 'Oslo', firstName: 'Ola', lastName: 'Nordmann', position: 'X' }],
    });
  });

  it("sends the custom teams' colours once one is changed, and blocks a colour that is not #rrggbb", async () => {
    let body: Record<string, unknown> = {};
    mockApi({
      ...signedInRoutes,
      'POST /league/create': (init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return { status: 400, body: { error: 'Bad Request', message: 'stop here' } };
      },
    });
    renderApp('/create-league');
    await userEvent.click(await screen.findByRole('textbox', { name: /League name/ }));
    await userEvent.paste('Colour League');
    await userEvent.click(screen.getByText('Custom'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Import the 32 real teams/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change colours' }));
    const [first, second] = customClubs(12);
    const primary = screen.getByRole('textbox', { name: `${first?.name} primary colour` });
    expect(primary).toHaveValue(first?.defaultColors.primary);

    const submit = screen.getByRole('button', { name: 'Create League' });
    await userEvent.clear(primary);
    await userEvent.type(primary, '#12');
    expect(await screen.findByText('Use #rrggbb')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(primary, '3456');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText('stop here')).toBeInTheDocument();
    const sent = body.teamColors as { primary: string; secondary: string }[];
    expect(sent).toHaveLength(12);
    expect(sent[0]).toEqual({ primary: '#123456', secondary: first?.defaultColors.secondary });
    expect(sent[1]).toEqual(second?.defaultColors);
  });

  it('Cancel returns to the dashboard', async () => {
    mockApi(signedInRoutes);
    renderApp('/create-league');
    await userEvent.click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/dashboard');
  });
});
