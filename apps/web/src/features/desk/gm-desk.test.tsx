import type { DeskResponse } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DeskSummaries } from './desk-summaries';
import { GmDesk } from './gm-desk';

afterEach(() => vi.unstubAllGlobals());

const injured = {
  code: 'player_injured',
  severity: 'problem',
  slot: 'line1_lw',
  playerId: 41,
  message: 'Auston Matthews (Line 1 LW) is injured (Knee) until Nov 30.',
  fix: 'auto',
} as const;
const goalieSkating = {
  code: 'wrong_position',
  severity: 'problem',
  slot: 'line3_c',
  playerId: 30,
  message: 'Joseph Woll is a goalie and cannot play Line 3 C.',
  fix: 'lines',
} as const;

const desk = (changes: Partial<DeskResponse> = {}): DeskResponse => ({
  leagueId: 4,
  team: { teamId: 31, name: 'Toronto Maple Leafs', abbreviation: 'TOR' },
  nextGame: {
    gameId: 900,
    opponent: { teamId: 32, name: 'Boston Bruins', abbreviation: 'BOS' },
    home: true,
    startAt: '2026-11-21T00:00:00.000Z',
    gameDay: '2026-11-20',
    gameType: 'regular',
  },
  readiness: { ready: true, problems: [] },
  attention: { pendingApplications: null, unreadMessages: 0 },
  lastFive: [
    {
      gameId: 88,
      opponent: { teamId: 33, name: 'Ottawa Senators', abbreviation: 'OTT' },
      home: false,
      goalsFor: 3,
      goalsAgainst: 2,
      outcome: 'W',
      decidedIn: 'overtime',
      gameDay: '2026-11-18',
    },
    {
      gameId: 87,
      opponent: { teamId: 32, name: 'Boston Bruins', abbreviation: 'BOS' },
      home: true,
      goalsFor: 1,
      goalsAgainst: 4,
      outcome: 'L',
      decidedIn: 'regulation',
      gameDay: '2026-11-16',
    },
  ],
  leaders: {
    points: { playerId: 41, name: 'Auston Matthews', value: 14, gamesPlayed: 10 },
    goals: { playerId: 41, name: 'Auston Matthews', value: 8, gamesPlayed: 10 },
    savePercentage: { playerId: 30, name: 'Joseph Woll', value: 0.917, gamesPlayed: 8 },
  },
  rank: {
    league: 2,
    leagueTeams: 4,
    conference: 'Eastern',
    conferenceRank: 1,
    conferenceTeams: 2,
    points: 13,
    wins: 6,
    losses: 3,
    otLosses: 1,
  },
  ...changes,
});

const routes = (body: DeskResponse) => ({
  ...signedOutRoutes,
  'GET /league/4/clock': { status: 500, body: { error: 'Error', message: 'no clock here' } },
  'GET /league/4/desk': { body },
});

describe("the GM's desk", () => {
  it('shows the next game as ready with the last five oldest first, leaders and rank', async () => {
    mockApi(routes(desk()));
    renderWithProviders(<GmDesk leagueId={4} />);
    const next = await screen.findByRole('region', { name: 'Next Game' });
    expect(within(next).getByText('vs Boston Bruins')).toBeInTheDocument();
    expect(within(next).getByText('Ready')).toBeInTheDocument();
    expect(within(next).queryByRole('button', { name: 'Fix lineup' })).toBeNull();
    const results = screen.getByRole('list', { name: 'Last five results, oldest first' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((l) => l.getAttribute('aria-label')),
    ).toEqual(['Lost 1-4 vs Boston Bruins', 'Won 3-2 (OT) at Ottawa Senators']);
    expect(screen.getByText('.917')).toBeInTheDocument();
    expect(screen.getByText(/of 4 in the league · 1st in the Eastern/)).toBeInTheDocument();
    expect(screen.getByText('Nothing waiting on you.')).toBeInTheDocument();
  });

  it('tells a GM under the floor by how much, with the pages that change it; nothing between floor and cap', async () => {
    const season = { startYear: 2026, upperLimit: 104_000_000, floor: 76_900_000, minimumSalary: 850_000 };
    const sheet = (payroll: number) => ({
      body: {
        teamId: 31,
        season,
        payroll,
        breakdown: { roster: payroll, injuredReserve: 0, minors: 0, buried: 0, dead: 0, retained: 0 },
        capSpace: season.upperLimit - payroll,
        activeRoster: 23,
        contracts: 30,
        limits: { activeRosterMin: 20, activeRosterMax: 23, maxContracts: 50 },
        seasons: [],
        players: [],
        charges: [],
      },
    });
    mockApi({ ...routes(desk()), 'GET /league/4/team/31/cap': sheet(70_000_000) });
    const { unmount } = renderWithProviders(<GmDesk leagueId={4} />);
    const notice = (await screen.findByText('Payroll below the floor')).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('No notice');
    expect(notice).toHaveTextContent('Your payroll of $70.0M is $6.9M under the floor of $76.9M');
    expect(within(notice).getByRole('link', { name: 'Free agents' })).toHaveAttribute(
      'href',
      '/league/4/free-agents',
    );
    unmount();

    mockApi({ ...routes(desk()), 'GET /league/4/team/31/cap': sheet(105_000_000) });
    const over = renderWithProviders(<GmDesk leagueId={4} />);
    expect(await screen.findByText('Payroll over the cap')).toBeInTheDocument();
    expect(screen.getByText(/\$1\.0M over the cap of \$104\.0M/)).toBeInTheDocument();
    over.unmount();

    const fetchMock = mockApi({ ...routes(desk()), 'GET /league/4/team/31/cap': sheet(100_000_000) });
    renderWithProviders(<GmDesk leagueId={4} />);
    await screen.findByRole('region', { name: 'Next Game' });
    await vi.waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/4/team/31/cap'));
    expect(screen.queryByText(/Payroll (below|over)/)).not.toBeInTheDocument();
  });

  it('lists each problem with its fix; Fix lineup mends it and the card turns ready', async () => {
    const flagged = desk({ readiness: { ready: false, problems: [injured, goalieSkating] } });
    const fetchMock = mockApi({
      ...routes(flagged),
      'POST /league/4/desk/fix-lineup': {
        body: {
          replaced: [{ slot: 'line1_lw', out: 41, in: 55 }],
          desk: desk({ readiness: { ready: true, problems: [] } }),
        },
      },
    });
    renderWithProviders(<GmDesk leagueId={4} />);
    const problems = await screen.findByRole('list', { name: 'Lineup problems' });
    expect(within(problems).getByText(/Auston Matthews \(Line 1 LW\) is injured/)).toBeInTheDocument();
    expect(within(problems).getByRole('link', { name: 'Open Lines' })).toHaveAttribute(
      'href',
      '/league/4/team/31/lines',
    );
    expect(screen.getByText('2 problems')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fix lineup' }));
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Lineup problems' })).toBeNull();
    expect(apiCalls(fetchMock)).toContain('POST /league/4/desk/fix-lineup');
  });

  it('says why a fix failed and keeps the problems', async () => {
    mockApi({
      ...routes(desk({ readiness: { ready: false, problems: [injured] } })),
      'POST /league/4/desk/fix-lineup': {
        status: 400,
        body: { error: 'Bad Request', message: 'Nothing here can be fixed automatically.' },
      },
    });
    renderWithProviders(<GmDesk leagueId={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Fix lineup' }));
    expect(await screen.findByText('Nothing here can be fixed automatically.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Lineup problems' })).toBeInTheDocument();
  });

  it('shows the empty states: no game scheduled, no results, waiting items', async () => {
    mockApi(
      routes(
        desk({
          nextGame: null,
          readiness: null,
          lastFive: [],
          leaders: { points: null, goals: null, savePercentage: null },
          rank: null,
          attention: { pendingApplications: 2, unreadMessages: 1 },
        }),
      ),
    );
    renderWithProviders(<GmDesk leagueId={4} />);
    expect(await screen.findByText(/No games scheduled/)).toBeInTheDocument();
    expect(screen.getByText('No games played yet.')).toBeInTheDocument();
    expect(screen.getByText('No standings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2 applications waiting for your decision' })).toHaveAttribute(
      'href',
      '/league/4/commish',
    );
    expect(screen.getByRole('link', { name: '1 unread message' })).toHaveAttribute('href', '/inbox');
  });

  it('shows skeletons while loading, and the error with Try Again', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/4/desk': () => new Promise(() => undefined) });
    const { unmount } = renderWithProviders(<GmDesk leagueId={4} />);
    expect(await screen.findByLabelText('Loading the desk')).toBeInTheDocument();
    unmount();
    mockApi({
      ...signedOutRoutes,
      'GET /league/4/desk': { status: 403, body: { error: 'Forbidden', message: 'You run no team here.' } },
    });
    renderWithProviders(<GmDesk leagueId={4} />);
    expect(await screen.findByText('Failed to Load the Desk', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You run no team here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it("summarises each GM's league on the dashboard with a readiness badge and a link to his team", async () => {
    mockApi(routes(desk({ readiness: { ready: false, problems: [injured] } })));
    renderWithProviders(
      <DeskSummaries
        leagues={[{ leagueId: 4, leagueName: 'Friday Night', teamId: 31, teamName: 'Toronto Maple Leafs' }]}
      />,
    );
    const item = await screen.findByRole('listitem', { name: 'Toronto Maple Leafs in Friday Night' });
    expect(await within(item).findByText('1 problem')).toBeInTheDocument();
    expect(within(item).getByText('Next: vs Boston Bruins · 2026-11-20')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Toronto Maple Leafs' })).toHaveAttribute(
      'href',
      '/league/4/team/31',
    );
  });
});
