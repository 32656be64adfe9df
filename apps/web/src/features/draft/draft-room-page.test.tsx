import type { DraftResponse } from '@rinkside/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { draftTeams, testDraft, testOrder, testProspect } from '../../test/draft-fixtures';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { PickAnnouncer } from './components/pick-announcer';
import { DraftRoomPage } from './draft-room-page';

const prospects = [testProspect(1), testProspect(2, { position: 'D' }), testProspect(3, { position: 'G' })];

function renderRoom(draft: DraftResponse, routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3/draft': { body: draft },
    'GET /league/3/draft/prospects': {
      body: { seasonId: 2, year: 2027, visible: true, visibleFrom: null, scoutingProgress: 1, prospects },
    },
    'GET /league/3/draft/queue': { body: { playerIds: [] } },
    ...routes,
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/draft" element={<DraftRoomPage />} />
    </Routes>,
    '/league/3/draft',
  );
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, call: string) => {
  const [method, path] = call.split(' ');
  const found = fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith(path ?? '') && (init?.method ?? 'GET') === method,
  );
  return found.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
};

afterEach(() => vi.unstubAllGlobals());

describe('Draft room', () => {
  it('on the clock: counts down from the server time and drafts the chosen prospect after confirming', async () => {
    const fetchMock = renderRoom(testDraft(), { 'POST /league/3/draft/pick': { body: testDraft() } });
    const card = await screen.findByRole('region', { name: 'On the clock' });
    expect(within(card).getByText('Boston Bruins')).toBeInTheDocument();
    expect(within(card).getByText('Your pick')).toBeInTheDocument();
    // The deadline is 90 s after the server's now, whatever this machine's clock says.
    expect(within(card).getByTestId('draft-clock').textContent).toMatch(/^1:(30|29|28)$/);
    const draft2 = await screen.findByRole('button', { name: 'Draft Prospect 2' });
    expect(draft2).toBeEnabled();
    await userEvent.click(draft2);
    const dialog = await screen.findByRole('dialog', { name: 'Draft Prospect 2?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draft' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /league/3/draft/pick')).toEqual([{ playerId: 2 }]));
  });

  it('not on the clock: the Draft buttons stay disabled', async () => {
    renderRoom(testDraft({ viewer: { teamId: 12, isCommissioner: false, canPick: false } }));
    await screen.findByRole('region', { name: 'On the clock' });
    expect(screen.queryByText('Your pick')).not.toBeInTheDocument();
    const buttons = await screen.findAllByRole('button', { name: /^Draft Prospect/ });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('paused: shows the seconds that were left, standing still, and no pick may be made', async () => {
    const draft = testDraft({ status: 'paused' });
    renderRoom({ ...draft, onClock: draft.onClock && { ...draft.onClock, deadline: null, secondsLeft: 45 } });
    const card = await screen.findByRole('region', { name: 'On the clock' });
    expect(within(card).getByText('Paused: on the clock')).toBeInTheDocument();
    expect(within(card).getByTestId('draft-clock')).toHaveTextContent('0:45');
    expect(await screen.findByRole('button', { name: 'Draft Prospect 1' })).toBeDisabled();
  });

  it('complete: says so, shows the board and no prospects to draft', async () => {
    const order = testOrder(1).map((slot, i) => ({
      ...slot,
      player: { id: 50 + i, name: `Pick ${String(i + 1)}`, position: 'C' as const, country: 'SWE' },
      source: i === 2 ? ('best_available' as const) : ('gm' as const),
      madeAt: '2027-06-20T18:05:00.000Z',
    }));
    renderRoom(testDraft({ status: 'complete', order, onClock: null }));
    expect(await screen.findByText('The 2027 draft is complete')).toBeInTheDocument();
    const board = screen.getByTestId('draft-board');
    expect(within(board).getByText('Pick 3')).toBeInTheDocument();
    expect(within(board).getByText('auto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Draft Prospect/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'On the clock' })).not.toBeInTheDocument();
  });

  it('before the season ends: the order is not known yet', async () => {
    renderRoom(testDraft({ status: 'upcoming', order: [], onClock: null }));
    expect(
      await screen.findByText(/The draft order is set when the regular season ends/),
    ).toBeInTheDocument();
  });

  it.each([
    ['preseason', 'Before the season'],
    ['regular', 'Season under way'],
  ] as const)('before the order is set, says where the season stands in the %s', async (phase, label) => {
    renderRoom(testDraft({ status: 'upcoming', order: [], onClock: null }), {
      'GET /league/3/clock': {
        body: {
          date: '2026-09-20',
          timeZone: 'America/New_York',
          phase,
          seasonId: 2,
          regularSeasonComplete: false,
          seasonStartDate: null,
          seasonEndDate: null,
        },
      },
    });
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent(label));
  });

  it('asks the commissioner before undoing the last pick', async () => {
    const order = testOrder().map((slot) =>
      slot.overall === 1
        ? {
            ...slot,
            player: { id: 9, name: 'First Pick', position: 'C' as const, country: 'CAN' },
            source: 'gm' as const,
          }
        : slot,
    );
    const draft = testDraft({
      order,
      onClock: {
        overall: 2,
        team: draftTeams[1],
        startedAt: '2027-06-20T18:00:00.000Z',
        deadline: '2027-06-20T18:02:00.000Z',
        secondsLeft: 120,
        bankSecondsLeft: null,
      },
      viewer: { teamId: null, isCommissioner: true, canPick: true },
    });
    const fetchMock = renderRoom(draft, {
      'POST /league/3/draft/undo': { body: { ...draft, status: 'paused' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo last pick' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo the last pick?' });
    expect(dialog).toHaveTextContent('First Pick goes back to the class');
    expect(bodyOf(fetchMock, 'POST /league/3/draft/undo')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo pick' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /league/3/draft/undo')).toHaveLength(1));
  });
});

describe('Draft queue', () => {
  it('adds, reorders by buttons and keyboard, and removes, saving the whole list each time', async () => {
    let saved: number[] = [3, 1];
    const fetchMock = renderRoom(testDraft(), {
      'GET /league/3/draft/queue': () => ({ body: { playerIds: saved } }),
      'PUT /league/3/draft/queue': (init) => {
        saved = (JSON.parse(String(init?.body)) as { playerIds: number[] }).playerIds;
        return { body: { playerIds: saved } };
      },
    });
    const queue = await screen.findByRole('list', { name: 'Your queue' });
    await waitFor(() => expect(within(queue).getAllByTestId('queue-row')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Queue Prospect 2' }));
    await waitFor(() => expect(saved).toEqual([3, 1, 2]));
    await userEvent.click(within(queue).getByRole('button', { name: 'Move Prospect 2 up' }));
    await waitFor(() => expect(saved).toEqual([3, 2, 1]));
    within(queue).getByRole('listitem', { name: '1. Prospect 3' }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(saved).toEqual([2, 3, 1]));
    await userEvent.click(within(queue).getByRole('button', { name: 'Remove Prospect 1' }));
    await waitFor(() => expect(saved).toEqual([2, 3]));
    expect(bodyOf(fetchMock, 'PUT /league/3/draft/queue')).toEqual([
      { playerIds: [3, 1, 2] },
      { playerIds: [3, 2, 1] },
      { playerIds: [2, 3, 1] },
      { playerIds: [2, 3] },
    ]);
    expect(
      within(queue)
        .getAllByTestId('queue-row')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['1. Prospect 2', '2. Prospect 3']);
  });
});

describe('Pick announcements', () => {
  it('announces a new pick to screen readers, not the one already made when the room opened', () => {
    const order = testOrder();
    const made = order.map((s, i) =>
      i === 0
        ? {
            ...s,
            player: { id: 1, name: 'Ann First', position: 'C' as const, country: 'CAN' },
            source: 'gm' as const,
          }
        : s,
    );
    const ui = (slots: typeof order) => (
      <Providers queryClient={createTestQueryClient()} env="test">
        <PickAnnouncer order={slots} />
      </Providers>
    );
    const { rerender } = render(ui(made));
    expect(screen.getByTestId('pick-announcement')).toHaveTextContent('');
    const next = made.map((s, i) =>
      i === 1
        ? {
            ...s,
            player: { id: 2, name: 'Ben Second', position: 'D' as const, country: 'SWE' },
            source: 'queue' as const,
          }
        : s,
    );
    rerender(ui(next));
    expect(screen.getByTestId('pick-announcement')).toHaveTextContent(
      'Pick 2: Ottawa Senators select Ben Second, D (from queue).',
    );
  });
});
