import type { LotteryResult } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { testDraft, testLottery } from '../../test/draft-fixtures';
import { renderWithProviders } from '../../test/render';
import { DraftLotteryPage } from './draft-lottery-page';

function renderLottery(lottery: LotteryResult | null) {
  mockApi({
    ...signedOutRoutes,
    'GET /league/3/draft': { body: testDraft({ status: 'ready', lottery, onClock: null }) },
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/draft/lottery" element={<DraftLotteryPage />} />
    </Routes>,
    '/league/3/draft/lottery',
  );
}

const pickRows = () => within(screen.getByTestId('lottery-order')).getAllByRole('row').slice(1);

afterEach(() => vi.unstubAllGlobals());

describe('Draft lottery reveal', () => {
  it('reveals the lottery picks from the last to the first, one at a time or all at once', async () => {
    const lottery = testLottery();
    renderLottery(lottery);
    expect(await screen.findByText('Verified in your browser')).toBeInTheDocument();
    expect(screen.getByTestId('lottery-seed')).toHaveTextContent(lottery.seed);
    expect(pickRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(16 - i)),
    );
    expect(screen.queryAllByTestId('revealed-pick')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Reveal pick 16' }));
    const [last] = screen.getAllByTestId('revealed-pick');
    expect(last).toHaveTextContent(`Team ${String(lottery.order[15])}`);
    expect(screen.getByRole('button', { name: 'Reveal pick 15' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Reveal all' }));
    const revealed = screen.getAllByTestId('revealed-pick');
    expect(revealed).toHaveLength(16);
    // All shown, the order reads from the first pick down, the first marked with the draw it won.
    expect(pickRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1)),
    );
    const first = revealed[0];
    const winner = lottery.draws[0];
    expect(first).toHaveTextContent(`Team ${String(lottery.order[0])}`);
    expect(first).toHaveTextContent('Won draw 1');
    expect(winner?.team.id).toBe(lottery.order[0]);
    expect(screen.getByRole('button', { name: 'Reveal next' })).toBeDisabled();
  });

  it('says the result does not match when a draw was changed after the fact', async () => {
    const lottery = testLottery();
    const draws = lottery.draws.map((d, i) => (i === 0 ? { ...d, value: (d.value + 0.37) % 1 } : d));
    renderLottery({ ...lottery, draws });
    expect(await screen.findByText('Does not match its seed')).toBeInTheDocument();
    expect(screen.queryByText('Verified in your browser')).not.toBeInTheDocument();
  });

  it('before the lottery: says when it is held', async () => {
    renderLottery(null);
    expect(
      await screen.findByText(/The lottery is held once the regular season is over/),
    ).toBeInTheDocument();
  });

  it("opened from a news item: shows that season's lottery", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/draft?seasonId=1': {
        body: testDraft({ year: 2026, status: 'complete', lottery: testLottery('old-seed'), onClock: null }),
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/league/:leagueId/draft/lottery" element={<DraftLotteryPage />} />
      </Routes>,
      '/league/3/draft/lottery?seasonId=1',
    );
    expect(await screen.findByRole('heading', { name: '2026 Draft Lottery' })).toBeInTheDocument();
    expect(screen.getByTestId('lottery-seed')).toHaveTextContent('old-seed');
  });
});
