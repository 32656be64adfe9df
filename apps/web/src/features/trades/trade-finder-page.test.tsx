import type { TradeDetail, TradeFinderPackage } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../test/api-mock';
import { testLeague, testPlayer, testTeam } from '../../test/hockey-fixtures';
import { renderApp } from '../../test/render';
import { MY_TEAM, PARTNER, testFinderAnswer, testFinderPackage } from '../../test/trade-finder-fixtures';

afterEach(() => vi.unstubAllGlobals());

const FINDER = 'POST /league/3/trades/finder';
const teamOf = (id: number, name: string) => ({
  id,
  name,
  city: name.split(' ')[0] ?? name,
  abbreviation: name.slice(0, 3).toUpperCase(),
  colors: ['#000000', '#FFFFFF'] as [string, string],
  conference: null,
  division: null,
  username: null,
  gm: null,
});
const league = testLeague({ teams: [teamOf(MY_TEAM, 'Boston Bruins'), teamOf(PARTNER.id, PARTNER.name)] });
const roster = [
  testPlayer(101, { firstName: 'Jack', lastName: 'Stone', position: 'D', overall: 71 }),
  testPlayer(102, { firstName: 'Leo', lastName: 'Marsh', position: 'C', overall: 80 }),
];
const offer = (overrides: Partial<TradeFinderPackage> = {}) =>
  testFinderPackage({
    adds: [
      { kind: 'player', id: 101, label: 'Jack Stone', fromTeamId: MY_TEAM },
      { kind: 'player', id: 201, label: 'Sam Hale', fromTeamId: PARTNER.id },
    ],
    ...overrides,
  });

const sentTrade: TradeDetail = {
  id: 55,
  status: 'proposed',
  statusReason: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-22T12:00:00.000Z',
  reviewEndsAt: null,
  completedAt: null,
  parentId: null,
  counterId: null,
  sides: [],
  note: null,
  thread: [],
  vetoVotes: 0,
  vetoVotesNeeded: 0,
  fairness: null,
  actions: {
    accept: false,
    decline: false,
    counter: false,
    withdraw: true,
    approve: false,
    veto: false,
    reverse: false,
  },
};

function mockPage(finder: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    ...signedInRoutes,
    'GET /league/3': { body: league },
    [`GET /team/league/3/team/${MY_TEAM}`]: { body: testTeam(roster) },
    [FINDER]: finder,
  });
}
const finderBody = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith('/trades/finder') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('Find a trade', () => {
  it('asks for offers for the player the trading block named, and lists them by team', async () => {
    const fetchMock = mockPage({
      body: testFinderAnswer({ ask: 'offers', current: null, packages: [offer()] }),
    });
    renderApp('/league/3/trades/find?player=101');
    const team = await screen.findByRole('region', { name: PARTNER.name });
    const item = within(team).getByRole('listitem', { name: `Offer 1 from ${PARTNER.name}` });
    expect(item).toHaveTextContent('You give: Jack Stone');
    expect(item).toHaveTextContent('They give: Sam Hale');
    expect(item).toHaveTextContent('Fairness 0.91 (1 is even, below it in their favour)');
    expect(within(item).getByRole('link', { name: 'Open in builder' })).toHaveAttribute(
      'href',
      `/league/3/trades/new?with=${PARTNER.id}`,
    );
    expect(finderBody(fetchMock)).toEqual([
      {
        teams: [{ teamId: MY_TEAM, gives: { playerIds: [101], pickIds: [], retained: [] } }],
        ask: 'offers',
        playerId: 101,
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Player to move' })).toHaveValue('Jack Stone · D · 71 OVR');
  });

  it('asks for a need: a position and cap space in millions', async () => {
    const fetchMock = mockPage({
      body: testFinderAnswer({ ask: 'offers', current: null, packages: [offer()] }),
    });
    renderApp('/league/3/trades/find');
    await userEvent.click(await screen.findByRole('button', { name: 'Find offers' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose a player to move, or say what your team needs.',
    );
    expect(finderBody(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('textbox', { name: 'Position you need' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Any forward' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cap space you need ($M)' }), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Find offers' }));
    await screen.findByRole('region', { name: PARTNER.name });
    expect(finderBody(fetchMock)).toEqual([
      {
        teams: [{ teamId: MY_TEAM, gives: { playerIds: [], pickIds: [], retained: [] } }],
        ask: 'offers',
        need: { position: 'F', capSpace: 2_500_000 },
      },
    ]);
  });

  it('proposes an offer as it stands and opens the trade, or says why it was not sent', async () => {
    const proposals: unknown[] = [];
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: league },
      [`GET /team/league/3/team/${MY_TEAM}`]: { body: testTeam(roster) },
      [FINDER]: { body: testFinderAnswer({ ask: 'offers', current: null, packages: [offer()] }) },
      'POST /league/3/trades': (init) => {
        proposals.push(JSON.parse(String(init?.body)));
        return proposals.length === 1
          ? { status: 409, body: { error: 'Conflict', message: 'Sam Hale is injured.' } }
          : { body: sentTrade };
      },
    });
    renderApp('/league/3/trades/find?player=101');
    await userEvent.click(await screen.findByRole('button', { name: 'Propose' }));
    expect(await screen.findByText('Sam Hale is injured.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/league/3/trades/55'));
    expect(proposals).toEqual([{ teams: offer().teams }, { teams: offer().teams }]);
  });

  it('says why no team would deal, and offers to try again after a failure', async () => {
    let calls = 0;
    mockPage(() =>
      ++calls === 1
        ? { status: 503, body: { error: 'Service Unavailable', message: 'The finder is busy.' } }
        : {
            body: testFinderAnswer({
              ask: 'offers',
              current: null,
              packages: [],
              note: 'No AI team needs a defenseman.',
            }),
          },
    );
    renderApp('/league/3/trades/find?player=101');
    expect(await screen.findByText('The finder is busy.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No AI team needs a defenseman.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: PARTNER.name })).not.toBeInTheDocument());
  });
});
