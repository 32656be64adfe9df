import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { draftTeams, testDraft, testOrder } from '../../test/draft-fixtures';
import { renderWithProviders } from '../../test/render';
import { DraftRoomPage } from './draft-room-page';

const names = ['Ann One', 'Bo Two', 'Cal Three'];
const order = testOrder().map((slot) =>
  slot.overall <= 3
    ? {
        ...slot,
        player: {
          id: 90 + slot.overall,
          name: names[slot.overall - 1] ?? '',
          position: 'C' as const,
          country: 'CAN',
        },
        source: 'gm' as const,
      }
    : slot,
);
const onClock = {
  overall: 4,
  team: draftTeams[3],
  startedAt: '2027-06-20T18:00:00.000Z',
  deadline: '2027-06-20T18:02:00.000Z',
  secondsLeft: 120,
  bankSecondsLeft: null,
};

function renderRoom(isCommissioner: boolean) {
  const draft = testDraft({
    order,
    onClock,
    viewer: { teamId: null, isCommissioner, canPick: isCommissioner },
  });
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3/draft': { body: draft },
    'GET /league/3/draft/seasons': { body: [] },
    'GET /league/3/draft/prospects': {
      body: { seasonId: 2, year: 2027, visible: true, visibleFrom: null, scoutingProgress: 1, prospects: [] },
    },
    'POST /league/3/draft/undo': { body: { ...draft, status: 'paused' } },
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/draft" element={<DraftRoomPage />} />
    </Routes>,
    '/league/3/draft',
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("The commissioner's undo of any pick", () => {
  it('asks before taking back pick 2 and the pick after it, then sends that pick', async () => {
    const fetchMock = renderRoom(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Take back pick 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take back pick 2 and the pick after it?' });
    expect(dialog).toHaveTextContent('Bo Two, Cal Three go back to the class');
    expect(dialog).not.toHaveTextContent('Ann One');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take back' }));
    await waitFor(() => {
      const undo = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/draft/undo'));
      expect(JSON.parse(String(undo?.[1]?.body))).toEqual({ overall: 2 });
    });
  });

  it('shows no undo to a GM', async () => {
    renderRoom(false);
    expect(await screen.findByTestId('draft-board')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Take back pick/ })).not.toBeInTheDocument();
  });
});
