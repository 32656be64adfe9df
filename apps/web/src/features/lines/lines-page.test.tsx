import { emptyLineup, type Lineup } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { testLeague, testPlayer, testTeam } from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { LinesPage, TeamLinesPage } from './lines-page';

afterEach(() => vi.unstubAllGlobals());

const players = [
  testPlayer(1, { firstName: 'Connor', lastName: 'Ice', position: 'C' }),
  testPlayer(2, { firstName: 'Lars', lastName: 'Wing', position: 'LW' }),
  testPlayer(3, { firstName: 'Dave', lastName: 'Blue', position: 'D' }),
  testPlayer(4, { firstName: 'Gus', lastName: 'Net', position: 'G' }),
  testPlayer(5, { firstName: 'Mo', lastName: 'Minor', position: 'RW', status: 'minors' }),
];
const base = '/user/league/3/team/14';
const lineup = (slots: Partial<Lineup>) => ({
  teamId: 14,
  editable: true,
  lineup: { ...emptyLineup(), ...slots },
});

function renderLines(routes: Parameters<typeof mockApi>[0], path = '/league/3/lines') {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3': { body: testLeague() },
    'GET /team/league/3/team/14': { body: testTeam(players) },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/lines" element={<LinesPage />} />
      <Route path="/league/:leagueId/team/:teamId/lines" element={<TeamLinesPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

const slot = (name: string) => screen.getByRole('group', { name });

describe('LinesPage (SPEC §2 Lines, §8 lineup messages)', () => {
  it("says 'No Team Found' to a user without a team in the league", async () => {
    renderLines({ 'GET /league/3': { body: testLeague({ myTeamId: null }) } });
    expect(await screen.findByRole('heading', { name: 'No Team Found' })).toBeInTheDocument();
  });

  it("opens any team's lines by its id, for the commissioner who manages no team", async () => {
    renderLines(
      {
        'GET /league/3': { body: testLeague({ myTeamId: null, isCommissioner: true }) },
        [`GET ${base}/lineup`]: { body: lineup({ line1_c: 1 }) },
      },
      '/league/3/team/14/lines',
    );
    expect(await screen.findByRole('button', { name: 'Save Lineup' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No Team Found' })).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Team Data' with Try Again when the team cannot load", async () => {
    renderLines({
      'GET /team/league/3/team/14': { status: 500, body: { error: 'Internal', message: 'Database down' } },
      [`GET ${base}/lineup`]: { body: lineup({}) },
    });
    expect(await screen.findByText('Error Loading Team Data')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("shows 'No Players' for a team without active players", async () => {
    renderLines({
      'GET /team/league/3/team/14': { body: testTeam([players[4] ?? testPlayer(9)]) },
      [`GET ${base}/lineup`]: { body: lineup({}) },
    });
    expect(await screen.findByRole('heading', { name: 'No Players' })).toBeInTheDocument();
  });

  it("shows 'Loading Lineup...' while the lineup loads, with the active players to drag", async () => {
    renderLines({ [`GET ${base}/lineup`]: () => new Promise(() => undefined) });
    expect(await screen.findByText('Loading Lineup...')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Available players' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).queryByText('M. Minor')).not.toBeInTheDocument();
  });

  it('filters the available players by position', async () => {
    renderLines({ [`GET ${base}/lineup`]: { body: lineup({}) } });
    const list = await screen.findByRole('list', { name: 'Available players' });
    await userEvent.click(screen.getByRole('radio', { name: 'Goalies' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('G. Net')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Defense' }));
    expect(within(list).getByText('D. Blue')).toBeInTheDocument();
  });

  it("empties the slots and shows 'Failed to Load Lineup' when the lineup cannot load", async () => {
    renderLines({ [`GET ${base}/lineup`]: { status: 500, body: { error: 'x', message: 'Boom' } } });
    expect(await screen.findByText('Failed to Load Lineup')).toBeInTheDocument();
    expect(within(slot('Line 1 LW')).getByText('Empty')).toBeInTheDocument();
  });

  it('reads a lineup sent under assignments as a JSON string, and warns about a player dressed twice', async () => {
    renderLines({
      [`GET ${base}/lineup`]: {
        body: { editable: true, assignments: JSON.stringify({ line1_c: 1, line2_c: 1, starter_g: 4 }) },
      },
    });
    expect(
      await within(await screen.findByRole('group', { name: 'Line 1 C' })).findByText('C. Ice'),
    ).toBeInTheDocument();
    expect(within(slot('Line 1 C')).getByText('Also in Line 2 C')).toBeInTheDocument();
    expect(within(slot('Line 2 C')).getByText('Also in Line 1 C')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Goalies' }));
    expect(within(slot('Starter')).getByText('G. Net')).toBeInTheDocument();
    expect(within(slot('Backup')).getByText('Empty')).toBeInTheDocument();
  });

  it('has real power-play and penalty-kill units', async () => {
    renderLines({ [`GET ${base}/lineup`]: { body: lineup({ pp1_c: 1, pk2_f1: 2 }) } });
    await userEvent.click(await screen.findByRole('tab', { name: 'Power Play' }));
    expect(within(slot('PP Unit 1 C')).getByText('C. Ice')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^PP Unit/ })).toHaveLength(10);
    await userEvent.click(screen.getByRole('tab', { name: 'Penalty Kill' }));
    expect(within(slot('PK Unit 2 F1')).getByText('L. Wing')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /^PK Unit/ })).toHaveLength(8);
  });

  it('clears a slot, saves the slot map, and confirms with a toast', async () => {
    const fetchMock = renderLines({
      [`GET ${base}/lineup`]: { body: lineup({ line1_c: 1, line1_lw: 2 }) },
      [`POST ${base}/save-lineup`]: (init) => ({
        body: {
          teamId: 14,
          editable: true,
          lineup: (JSON.parse(String(init?.body)) as { lineup: Lineup }).lineup,
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lars Wing from Line 1 LW' }));
    expect(within(slot('Line 1 LW')).getByText('Empty')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByText('Lineup saved successfully!')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(call?.[1]?.body)) as { lineup: Lineup };
    expect(body.lineup).toMatchObject({ line1_c: 1, line1_lw: null });
    expect(Object.keys(body.lineup)).toContain('pk2_rd');
  });

  it("shows 'Failed to save lineup' titled Error and 'Save Failed' with the server's reason", async () => {
    renderLines({
      [`GET ${base}/lineup`]: { body: lineup({ line1_c: 1 }) },
      [`POST ${base}/save-lineup`]: {
        status: 400,
        body: { error: 'Bad Request', message: 'line1_c: player 1 is not on this team.' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByText('Failed to save lineup')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Save Failed')).toBeInTheDocument();
    expect(screen.getByText('line1_c: player 1 is not on this team.')).toBeInTheDocument();
  });

  it('fills the lineup from the auto-lineup call, unsaved until Save Lineup', async () => {
    const fetchMock = renderLines({
      [`GET ${base}/lineup`]: { body: lineup({}) },
      [`GET ${base}/auto-lineup`]: { body: { ...emptyLineup(), line1_lw: 2, starter_g: 4 } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Auto-fill' }));
    expect(await within(slot('Line 1 LW')).findByText('L. Wing')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).not.toContain(`POST ${base}/save-lineup`);
  });

  it('tells the GM who in his saved lineup is hurt, and warns on his slots', async () => {
    const knee = {
      type: 'Knee',
      injuredOn: '2026-10-10',
      returnDate: '2026-10-24',
      gamesOut: 6,
      dayToDay: false,
    };
    renderLines({
      'GET /team/league/3/team/14': {
        body: testTeam(players.map((p) => (p.id === 2 ? { ...p, injury: knee } : p))),
      },
      [`GET ${base}/lineup`]: { body: lineup({ line1_lw: 2, pp1_lw: 2, line1_c: 1 }) },
    });
    expect(
      await screen.findByText(
        'Lars Wing is injured (back Oct 24); until then the depth chart decides who plays Line 1 LW, PP Unit 1 LW.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('A player in your lineup cannot play')).toBeInTheDocument();
    expect(within(slot('Line 1 LW')).getByText('Injured (back Oct 24)')).toBeInTheDocument();
    expect(within(slot('Line 1 C')).queryByText(/Injured/)).not.toBeInTheDocument();
  });

  it('says nothing about injuries when everyone in the lineup can play', async () => {
    renderLines({ [`GET ${base}/lineup`]: { body: lineup({ line1_lw: 2 }) } });
    expect(
      await within(await screen.findByRole('group', { name: 'Line 1 LW' })).findByText('L. Wing'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cannot play/)).not.toBeInTheDocument();
  });

  it('is read-only for another team: no save, auto-fill or remove buttons', async () => {
    renderLines({ [`GET ${base}/lineup`]: { body: { ...lineup({ line1_c: 1 }), editable: false } } });
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Lineup' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auto-fill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
