import { emptyLineup, type Injury } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { leagueDetail, player, teamDetail } from './league-fixtures';

afterEach(() => vi.unstubAllGlobals());

const knee: Injury = {
  type: 'Knee',
  injuredOn: '2026-10-10',
  returnDate: '2026-10-24',
  gamesOut: 6,
  dayToDay: false,
};
const players = [
  player(1, 'Ola', 'Nordmann', 'C'),
  { ...player(2, 'Kari', 'Andersen', 'D'), injury: knee },
  { ...player(3, 'Per', 'Berg', 'G'), injury: { ...knee, type: 'Groin', gamesOut: 2, dayToDay: true } },
  player(4, 'Lars', 'Extra', 'LW'),
  { ...player(5, 'Unge', 'Lovende', 'RW'), status: 'prospect' as const },
];
// Ola dresses; Lars, fit and active, does not: a healthy scratch.
const savedLineup = {
  teamId: 14,
  editable: true,
  lineup: { ...emptyLineup(), line1_c: 1, defense1_ld: 2, starter_g: 3 },
};
const routes = {
  ...signedInRoutes,
  'GET /league/3': { body: leagueDetail() },
  'GET /team/league/3/team/14': { body: teamDetail(players) },
  'GET /user/league/3/team/14/lineup': { body: savedLineup },
};

const statusOf = (name: string) => {
  const row = screen.getByRole('link', { name }).closest('tr') as HTMLElement;
  return within(row);
};

describe('player status badges', () => {
  it('on the roster: healthy, injured with his return day, day-to-day, healthy scratch', async () => {
    mockApi(routes);
    renderApp('/league/3/roster');
    expect(await screen.findByRole('heading', { name: 'Boston Bruins Roster' })).toBeInTheDocument();
    expect(await statusOf('Lars Extra').findByText('Healthy scratch')).toBeInTheDocument();
    expect(statusOf('Ola Nordmann').getByText('Healthy')).toBeInTheDocument();
    expect(statusOf('Kari Andersen').getByText('Injured (back Oct 24)')).toBeInTheDocument();
    expect(statusOf('Per Berg').getByText('Day-to-day')).toBeInTheDocument();
    // A drafted player still to sign is listed apart, with his Sign button, not in the roster.
    expect(screen.queryByRole('link', { name: 'Unge Lovende' })).not.toBeInTheDocument();
  });

  it('calls no one a scratch while the saved lineup cannot be read', async () => {
    mockApi({
      ...routes,
      'GET /user/league/3/team/14/lineup': { status: 500, body: { error: 'x', message: 'y' } },
    });
    renderApp('/league/3/roster');
    expect(await screen.findByRole('heading', { name: 'Boston Bruins Roster' })).toBeInTheDocument();
    expect(statusOf('Lars Extra').getByText('Healthy')).toBeInTheDocument();
    expect(screen.queryByText('Healthy scratch')).not.toBeInTheDocument();
  });

  it('on the team page, beside each player', async () => {
    mockApi(routes);
    renderApp('/league/3/team/14');
    expect(await screen.findByRole('tab', { name: 'Skaters (4)' })).toBeInTheDocument();
    expect(await statusOf('Lars Extra').findByText('Healthy scratch')).toBeInTheDocument();
    expect(statusOf('Kari Andersen').getByText('Injured (back Oct 24)')).toBeInTheDocument();
    expect(statusOf('Unge Lovende').getByText('Prospect')).toBeInTheDocument();
  });

  it('on the player page: the badge, his role, what hurts and when he is expected back', async () => {
    mockApi({
      ...routes,
      'GET /league/3/player/2': {
        body: {
          ...players[1],
          role: 'defensive-defenseman',
          team: { id: 14, name: 'Boston Bruins', abbreviation: 'BOS' },
        },
      },
    });
    renderApp('/league/3/player/2');
    expect(await screen.findByRole('heading', { name: 'Kari Andersen' })).toBeInTheDocument();
    expect(screen.getByText('Injured (back Oct 24)')).toBeInTheDocument();
    expect(screen.getByText('Defensive Defenseman')).toBeInTheDocument();
    expect(screen.getByText('Injured: Knee')).toBeInTheDocument();
    expect(
      screen.getByText('Hurt Oct 10, 2026, expected out about 6 games. Expected back Oct 24, 2026.'),
    ).toBeInTheDocument();
  });

  it('on the player page of a healthy scratch, with no injury notice', async () => {
    mockApi({
      ...routes,
      'GET /league/3/player/4': {
        body: { ...players[3], team: { id: 14, name: 'Boston Bruins', abbreviation: 'BOS' } },
      },
    });
    renderApp('/league/3/player/4');
    expect(await screen.findByText('Healthy scratch')).toBeInTheDocument();
    expect(screen.queryByText(/Expected back/)).not.toBeInTheDocument();
  });
});
