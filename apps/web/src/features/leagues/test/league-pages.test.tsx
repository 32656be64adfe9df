import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { leagueDetail, player, teamDetail } from './league-fixtures';

afterEach(() => vi.unstubAllGlobals());

const location = () => screen.getByTestId('location').textContent;
const roster = [
  player(1, 'Ola', 'Nordmann', 'C'),
  player(2, 'Kari', 'Andersen', 'D'),
  player(3, 'Per', 'Berg', 'G'),
];

describe('league shell (SPEC §2 League layout, §8)', () => {
  it('shows League Not Found on 404 and Failed to Load League with Try Again otherwise', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { status: 404, body: { error: 'Not Found', message: 'League not found' } },
    });
    renderApp('/league/3/teams');
    expect(await screen.findByText('League Not Found')).toBeInTheDocument();
    expect(screen.getByText('No league data found.')).toBeInTheDocument();
    // A members-only league answers an outsider the same 404: the page says what is true of both.
    expect(screen.getByText(/This league is private or does not exist/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to your leagues' }));
    expect(location()).toBe('/dashboard');
  });

  it('offers Try Again when the league fails to load', async () => {
    let calls = 0;
    mockApi({
      ...signedInRoutes,
      'GET /league/3': () =>
        ++calls === 1
          ? { status: 500, body: { error: 'Oops', message: 'Database down' } }
          : { body: leagueDetail() },
    });
    renderApp('/league/3/teams');
    expect(await screen.findByText('Failed to Load League')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Teams' })).toBeInTheDocument();
  });

  it('lists teams with their GM, and the toggle switches to the team home and back', async () => {
    mockApi({ ...signedInRoutes, 'GET /league/3': { body: leagueDetail() } });
    renderApp('/league/3/teams');
    expect(await screen.findByText('GM: ann_gm')).toBeInTheDocument();
    expect(screen.getByText('No GM assigned')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'League menu' });
    expect(within(menu).getByRole('link', { name: 'Commissioner Tools' })).toHaveAttribute(
      'href',
      '/league/3/commish',
    );
    expect(screen.getByRole('navigation', { name: 'Teams' })).toBeInTheDocument();
    await userEvent.click(within(menu).getByText('Team'));
    expect(location()).toBe('/league/3/team/14');
    const teamMenu = await screen.findByRole('navigation', { name: 'Team menu' });
    expect(within(teamMenu).getByRole('link', { name: 'Edit Roster' })).toHaveAttribute(
      'href',
      '/league/3/roster',
    );
    await userEvent.click(within(teamMenu).getByText('League'));
    expect(location()).toBe('/league/3');
  });

  it('hides Commissioner Tools from other users; /commish answers 403 with a clear message', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail({ isCommissioner: false }) },
      'GET /league/3/commish': { status: 403, body: { error: 'Forbidden', message: 'Commissioner only' } },
    });
    renderApp('/league/3/commish');
    expect(
      await screen.findByText('Only the commissioner of this league can use Commissioner Tools.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Commissioner Tools' })).not.toBeInTheDocument();
  });
});

describe('Roster (SPEC §2 Roster)', () => {
  it('shows the yellow No team selected alert without a team', async () => {
    mockApi({ ...signedInRoutes, 'GET /league/3': { body: leagueDetail({ myTeamId: null }) } });
    renderApp('/league/3/roster');
    expect(await screen.findByText('No team selected')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Team menu' })).toBeInTheDocument();
  });

  it('searches by name and sorts by name', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /team/league/3/team/14': { body: teamDetail(roster) },
    });
    renderApp('/league/3/roster');
    expect(await screen.findByRole('heading', { name: 'Boston Bruins Roster' })).toBeInTheDocument();
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(names()).toEqual(['Ola Nordmann', 'Kari Andersen', 'Per Berg']);
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(names()).toEqual(['Kari Andersen', 'Per Berg', 'Ola Nordmann']);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search players' }), 'zz');
    expect(screen.getByText('No players found')).toBeInTheDocument();
  });

  it('keeps a drafted player still to sign out of the Roster table', async () => {
    const draftee = { ...player(4, 'Nils', 'Dahl', 'C'), status: 'prospect' as const };
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /team/league/3/team/14': { body: teamDetail([...roster, draftee]) },
    });
    renderApp('/league/3/roster');
    const table = await screen.findByRole('table', { name: 'Roster' });
    expect(within(table).getByText('Ola Nordmann')).toBeInTheDocument();
    expect(within(table).queryByText('Nils Dahl')).not.toBeInTheDocument();
  });

  it('says Unable to load roster when the team fails to load', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /team/league/3/team/14': { status: 500, body: { error: 'Oops', message: 'Database down' } },
    });
    renderApp('/league/3/roster');
    expect(await screen.findByText('Unable to load roster')).toBeInTheDocument();
  });
});

describe('Player page (SPEC §2 Player page)', () => {
  it('shows Not Found for a missing player', async () => {
    mockApi({ ...signedInRoutes, 'GET /league/3': { body: leagueDetail() } });
    renderApp('/league/3/player/99');
    expect(await screen.findByText('Player not found')).toBeInTheDocument();
  });
});
