import type { DraftSeasonsResponse } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { testDraft, testLottery, testOrder } from '../../test/draft-fixtures';
import { renderWithProviders } from '../../test/render';
import { DraftLotteryPage } from './draft-lottery-page';
import { DraftRoomPage } from './draft-room-page';

const seasons: DraftSeasonsResponse = [
  {
    seasonId: 2,
    seasonName: '2026-27',
    startYear: 2026,
    year: 2027,
    active: true,
    status: 'ready',
    lotteryHeld: false,
  },
  {
    seasonId: 1,
    seasonName: '2025-26',
    startYear: 2025,
    year: 2026,
    active: false,
    status: 'complete',
    lotteryHeld: true,
  },
];
const madeOrder = testOrder().map((slot) => ({
  ...slot,
  player: {
    id: 500 + slot.overall,
    name: `Drafted ${String(slot.overall)}`,
    position: 'C' as const,
    country: 'CAN',
  },
  source: 'gm' as const,
}));
const commissioner = { teamId: null, isCommissioner: true, canPick: false };

function renderAt(path: string) {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    'GET /league/3/draft/seasons': { body: seasons },
    'GET /league/3/draft': { body: testDraft({ status: 'ready', onClock: null, viewer: commissioner }) },
    'GET /league/3/draft?seasonId=1': {
      body: testDraft({
        seasonId: 1,
        year: 2026,
        status: 'complete',
        order: madeOrder,
        lottery: testLottery('seed-of-2026'),
        onClock: null,
        viewer: commissioner,
      }),
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/draft" element={<DraftRoomPage />} />
      <Route path="/league/:leagueId/draft/lottery" element={<DraftLotteryPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('Past drafts', () => {
  it("shows last season's board from ?season=, without the commissioner's controls", async () => {
    renderAt('/league/3/draft?season=1');
    expect(await screen.findByRole('heading', { name: '2026 Entry Draft' })).toBeInTheDocument();
    expect(within(screen.getByTestId('draft-board')).getByText('Drafted 1')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Commissioner controls' })).not.toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Draft' });
    expect(select).toHaveValue('1');
    expect(screen.getByRole('link', { name: 'Lottery' })).toHaveAttribute(
      'href',
      '/league/3/draft/lottery?season=1',
    );
  });

  it('switches to the current draft in the selector, and the controls return', async () => {
    const fetchMock = renderAt('/league/3/draft?season=1');
    const select = await screen.findByRole('combobox', { name: 'Draft' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2027 draft (2026–27, current)', '2026 draft (2025–26)']);
    await userEvent.selectOptions(select, '2');
    expect(await screen.findByRole('heading', { name: '2027 Entry Draft' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Commissioner controls' })).toBeInTheDocument();
    await waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/3/draft'));
  });

  it("shows a past season's lottery with its seed, verified, from ?season=", async () => {
    renderAt('/league/3/draft/lottery?season=1');
    expect(await screen.findByRole('heading', { name: '2026 Draft Lottery' })).toBeInTheDocument();
    expect(screen.getByTestId('lottery-seed')).toHaveTextContent('seed-of-2026');
    expect(await screen.findByText('Verified in your browser')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Draft' })).toHaveValue('1');
  });
});
