import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { DEFAULT_DRAFT_SETTINGS } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import {
  testDepthChart,
  testGoalieStats,
  testLeague,
  testPlayer,
  testSkaterStats,
  testTeam,
} from '../../test/hockey-fixtures';
import { renderWithProviders } from '../../test/render';
import { DepthChartPage, TeamDepthChartPage } from './depth-chart-page';

afterEach(() => vi.unstubAllGlobals());

const active = [
  testPlayer(1, { firstName: 'Connor', lastName: 'Ice', position: 'C', naturalPosition: 'C', overall: 91 }),
  testPlayer(2, { firstName: 'Nate', lastName: 'Slot', position: 'C', naturalPosition: 'LW' }),
  testPlayer(3, { firstName: 'Dave', lastName: 'Blue', position: 'D', naturalPosition: 'LD' }),
  testPlayer(4, { firstName: 'Gus', lastName: 'Net', position: 'G', naturalPosition: 'G' }),
];
const others = [
  testPlayer(5, { lastName: 'Farm', status: 'minors', contract: { capHit: 800_000, yearsLeft: 1 } }),
  testPlayer(6, { lastName: 'Hurt', status: 'injured' }),
  testPlayer(7, { lastName: 'Sits', status: 'scratched' }),
  testPlayer(8, { lastName: 'Kid', status: 'prospect', age: 18 }),
];
const chartPath = '/team/league/3/team/14/depth-chart';
const bruins = { id: 14, name: 'Boston Bruins', abbreviation: 'BOS' };
const picks = [
  { id: 1, year: 2027, round: 1, originalTeam: bruins, conditions: null },
  {
    id: 2,
    year: 2027,
    round: 2,
    originalTeam: { id: 9, name: 'Ottawa Senators', abbreviation: 'OTT' },
    conditions: 'Top-10 protected',
  },
  { id: 3, year: 2028, round: 1, originalTeam: bruins, conditions: null },
];

function renderDepth(routes: Parameters<typeof mockApi>[0], path = '/league/3/depth-chart') {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3': { body: testLeague() },
    'GET /team/league/3/team/14': { body: testTeam([...active, ...others]) },
    [`GET ${chartPath}`]: { body: testDepthChart(active) },
    [`GET ${chartPath.replace('depth-chart', 'draft-picks')}`]: { body: picks },
    'GET /league/3/draft-settings': {
      body: { settings: { ...DEFAULT_DRAFT_SETTINGS, rounds: 6 }, isDefault: false, canEdit: false },
    },
    'GET /league/3/stats': {
      body: {
        seasonId: 1,
        playerStats: [testSkaterStats(1, { gamesPlayed: 6, goals: 4, assists: 5, points: 9 })],
        goalieStats: [testGoalieStats(4, { gamesPlayed: 3, wins: 2, losses: 1, saves: 88 })],
      },
    },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/depth-chart" element={<DepthChartPage />} />
      <Route path="/league/:leagueId/team/:teamId/depth-chart" element={<TeamDepthChartPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

const tile = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

describe('Depth chart (SPEC §2 Depth chart)', () => {
  it('shows the heading and six tiles with real counts', async () => {
    renderDepth({});
    expect(await screen.findByRole('heading', { name: 'Boston Bruins Depth Chart' })).toBeInTheDocument();
    expect(tile('Depth Chart')).toHaveTextContent('4');
    expect(await screen.findByRole('button', { name: /^Active Roster 4/ })).toBeInTheDocument();
    expect(tile('Minor League')).toHaveTextContent('1');
    expect(tile('Not Available')).toHaveTextContent('2');
    expect(tile('Prospects')).toHaveTextContent('1');
    expect(await screen.findByRole('button', { name: /^Draft Picks 3/ })).toBeInTheDocument();
  });

  it('shows cards with rank, initial and last name, overall, and the natural position when out of it', async () => {
    renderDepth({});
    const centers = await screen.findByRole('region', { name: 'C depth' });
    const cards = within(centers).getAllByRole('link');
    expect(cards[0]).toHaveAccessibleName('Connor Ice, C, overall 91, depth 1');
    expect(cards[0]).toHaveAttribute('href', '/league/3/player/1');
    expect(cards[1]).toHaveAccessibleName('Nate Slot, C (LW), overall 75, depth 2');
    expect(within(centers).getByText('N. Slot')).toBeInTheDocument();
  });

  it('saves the chart with PUT after Edit / Save Changes', async () => {
    const fetchMock = renderDepth({ [`PUT ${chartPath}`]: { body: { message: 'Depth chart saved.' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Unassigned Players')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Depth chart saved.')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      depthChart: { LW: [], C: [1, 2], RW: [], LD: [3], RD: [], G: [4], unassigned: [] },
    });
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps editing and says why when the save fails', async () => {
    renderDepth({
      [`PUT ${chartPath}`]: { status: 403, body: { error: 'Forbidden', message: 'Not your team.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Not your team.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it("is read-only on another team's chart", async () => {
    renderDepth(
      { [`GET ${chartPath}`]: { body: testDepthChart(active, false) } },
      '/league/3/team/14/depth-chart',
    );
    expect(await screen.findByText(/Read only/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load depth chart' with Try Again", async () => {
    renderDepth({ [`GET ${chartPath}`]: { status: 500, body: { error: 'x', message: 'Boom' } } });
    expect(await screen.findByText('Failed to load depth chart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('lists the active roster with cap hit, contract and season lines, and the minors', async () => {
    renderDepth({});
    await userEvent.click(await screen.findByRole('button', { name: /^Active Roster 4/ }));
    const table = await screen.findByRole('table', { name: 'Active roster' });
    const ice = within(table).getByRole('link', { name: 'Connor Ice' }).closest('tr') as HTMLElement;
    expect(within(ice).getByText('$1.3M')).toBeInTheDocument();
    expect(within(ice).getByText('3 yrs')).toBeInTheDocument();
    expect(within(ice).getByText(`6'1"`)).toBeInTheDocument();
    expect(await within(ice).findByText('4/5/9')).toBeInTheDocument();
    const net = within(table).getByRole('link', { name: 'Gus Net' }).closest('tr') as HTMLElement;
    expect(within(net).getByText('2/1/88')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Attributes' }));
    expect(await screen.findByRole('table', { name: 'Skater attributes' })).toBeInTheDocument();
    expect(screen.getByText('Skater abbreviations')).toBeInTheDocument();

    await userEvent.click(tile('Minor League'));
    const minors = await screen.findByRole('table', { name: 'Minor league' });
    expect(within(minors).getByText('$800K')).toBeInTheDocument();
  });

  it('lists under Not Available each hurt player with what hurts and his return date, soonest back first', async () => {
    const knee = {
      type: 'Knee',
      injuredOn: '2026-10-10',
      returnDate: '2026-11-20',
      gamesOut: 18,
      dayToDay: false,
    };
    const bruised = { ...knee, type: 'Upper body', returnDate: '2026-10-13', gamesOut: 2, dayToDay: true };
    const hurt = [
      testPlayer(9, { firstName: 'Ty', lastName: 'Knee', position: 'RW', injury: knee }),
      testPlayer(10, { firstName: 'Bo', lastName: 'Bruise', position: 'D', injury: bruised }),
    ];
    renderDepth({ 'GET /team/league/3/team/14': { body: testTeam([...active, ...hurt]) } });
    await userEvent.click(await screen.findByRole('button', { name: /^Not Available 2/ }));
    const list = await screen.findByRole('list', { name: 'Not available' });
    const [first, second] = within(list).getAllByRole('listitem') as HTMLElement[];
    expect(within(first as HTMLElement).getByRole('link', { name: 'Bo Bruise' })).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Day-to-day')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('link', { name: 'Ty Knee' })).toHaveAttribute(
      'href',
      '/league/3/player/9',
    );
    expect(within(second as HTMLElement).getByText('Injured')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Knee')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Expected back Nov 20, 2026')).toBeInTheDocument();
  });

  it('says everyone is available when nobody is hurt', async () => {
    renderDepth({ 'GET /team/league/3/team/14': { body: testTeam(active) } });
    await userEvent.click(await screen.findByRole('button', { name: /^Not Available 0/ }));
    expect(await screen.findByText('Everyone is available.')).toBeInTheDocument();
  });

  it("shows the owned draft picks by year and the league's rounds, acquired and conditional ones marked", async () => {
    renderDepth({});
    await userEvent.click(await screen.findByRole('button', { name: /^Draft Picks/ }));
    const grid = await screen.findByRole('table', { name: 'Draft picks owned, by year and round' });
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2027');
    expect(within(rows[1] as HTMLElement).getByText('Own')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('via OTT *')).toBeInTheDocument();
    expect(within(grid).getByRole('columnheader', { name: 'Round 6' })).toBeInTheDocument();
    expect(within(grid).queryByRole('columnheader', { name: 'Round 7' })).not.toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getAllByLabelText('Traded away')).toHaveLength(5);
  });
  it('lists the drafted players the team holds unsigned and signs one to his entry-level contract', async () => {
    const rights = {
      playerId: 8,
      name: 'Kid Last8',
      position: 'C',
      age: 18,
      overall: 52,
      draft: { year: 2027, round: 1, overall: 4 },
      rightsEndYear: 2029,
      entryLevel: { capHit: 950_000, years: 3 },
    };
    let signed = false;
    const fetchMock = renderDepth({
      'GET /league/3/team/14/draft-rights': () => ({ body: signed ? [] : [rights] }),
      'POST /league/3/players/8/sign-entry-level': () => {
        signed = true;
        return { body: { playerId: 8, capHit: 950_000, years: 3 } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Prospects/ }));
    const list = await screen.findByRole('region', { name: /Drafted, unsigned/ });
    expect(within(list).getByText(/2027 draft, round 1 \(#4\)/)).toBeInTheDocument();
    expect(within(list).getByText(/\$950K × 3 years/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Sign entry-level contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Kid Last8?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Drafted, unsigned/ })).not.toBeInTheDocument(),
    );
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/sign-entry-level') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it("offers no signing on another team's prospects", async () => {
    renderDepth(
      {
        'GET /league/3/team/14/draft-rights': {
          body: [
            {
              playerId: 8,
              name: 'Kid Last8',
              position: 'C',
              age: 18,
              overall: 52,
              draft: { year: 2027, round: 1, overall: 4 },
              rightsEndYear: 2029,
              entryLevel: { capHit: 950_000, years: 3 },
            },
          ],
        },
        'GET /league/3': { body: testLeague({ myTeamId: 9 }) },
      },
      '/league/3/team/14/depth-chart',
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Prospects/ }));
    await screen.findByRole('region', { name: /Drafted, unsigned/ });
    expect(screen.queryByRole('button', { name: 'Sign entry-level contract' })).not.toBeInTheDocument();
  });
});
