import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dayInTimeZone, type LeagueClock } from '@rinkside/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { testLeague } from '../../../test/hockey-fixtures';
import { gameItem, played } from '../test/game-data';
import { renderGames } from '../test/render-games';

afterEach(() => vi.unstubAllGlobals());

const GAMES = 'GET /simulation/league/1/user-games';
const LEAGUE = 'GET /league/1';
const CLOCK = 'GET /league/1/clock';
const NEW_YORK = 'America/New_York';
const open = () => renderGames('/league/1/game');

/** The league clock as the server answers it; by default the wall-clock day in New York. */
const clockAt = (fields: Partial<LeagueClock> = {}): LeagueClock => ({
  date: dayInTimeZone(new Date(), fields.timeZone ?? NEW_YORK),
  timeZone: NEW_YORK,
  phase: 'regular',
  seasonId: 1,
  regularSeasonComplete: false,
  seasonStartDate: null,
  seasonEndDate: null,
  ...fields,
});
/** Signed out, with the league clock answered when asked (computed then, so fake timers hold). */
const routes = { ...signedOutRoutes, [CLOCK]: () => ({ body: clockAt() }) };
const inNewYork = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: NEW_YORK, ...options });

describe('Game Center (SPEC §2, §4, §9)', () => {
  it('shows six skeleton cards while loading', async () => {
    mockApi({ ...routes, [GAMES]: () => new Promise(() => undefined) });
    open();
    expect(await screen.findAllByTestId('game-card-skeleton')).toHaveLength(6);
  });

  it("shows 'No Games Scheduled' when there are none", async () => {
    mockApi({ ...routes, [GAMES]: { body: [] } });
    open();
    expect(await screen.findByRole('heading', { name: 'No Games Scheduled' })).toBeInTheDocument();
    expect(screen.getByText('Games will appear here once they are scheduled')).toBeInTheDocument();
  });

  it("shows 'Failed to Load Games' and loads again on 'Try Again'", async () => {
    let calls = 0;
    const fetchMock = mockApi({
      ...routes,
      [GAMES]: () =>
        ++calls === 1 ? { status: 500, body: { error: 'Oops', message: 'Database down' } } : { body: [] },
    });
    open();
    expect(await screen.findByText('Failed to Load Games')).toBeInTheDocument();
    expect(screen.getByText('Database down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No Games Scheduled')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c === GAMES)).toHaveLength(2);
  });

  it('sorts games into sections with counts, finals with Watch and Summary links', async () => {
    const final = gameItem(7, -30, played(4, 2, 'overtime'));
    const later = gameItem(8, 24 * 3);
    const far = gameItem(9, 24 * 20);
    mockApi({ ...routes, [GAMES]: { body: [far, final, later] } });
    open();
    const past = await screen.findByRole('region', { name: 'Past Games' });
    expect(within(past).getByLabelText('1 games')).toBeInTheDocument();
    expect(within(past).getByText('Final: 4 - 2 (OT)')).toBeInTheDocument();
    expect(within(past).getByRole('link', { name: /^Watch:/ })).toHaveAttribute(
      'href',
      '/league/1/game/live?gameId=7',
    );
    expect(within(past).getByRole('link', { name: /^Summary:/ })).toHaveAttribute(
      'href',
      '/league/1/game/viewer?gameId=7',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming Games' });
    expect(within(upcoming).getByLabelText('2 games')).toBeInTheDocument();
    expect(within(upcoming).getByText(inNewYork(later.date, { weekday: 'long' }))).toBeInTheDocument();
    const month = inNewYork(far.date, { month: 'short', day: '2-digit' }).replace(',', '');
    expect(within(upcoming).getByText(month)).toBeInTheDocument();
  });

  it("shows a commissioner who runs a team only that team's games (the Team view)", async () => {
    const league = testLeague({ id: 1, myTeamId: 2, isCommissioner: true });
    const other = { home: 'Boston Bruins', away: 'Ottawa Senators', homeTeamId: 5, awayTeamId: 6 };
    mockApi({
      ...routes,
      [LEAGUE]: { body: league },
      [GAMES]: { body: [gameItem(7, -30, played(4, 2)), gameItem(8, -40, { ...other, ...played(1, 0) })] },
    });
    open();
    const past = await screen.findByRole('region', { name: 'Past Games' });
    await waitFor(() => expect(within(past).getAllByRole('article')).toHaveLength(1));
    expect(
      within(past).getByRole('article', { name: 'Montreal Canadiens at Toronto Maple Leafs' }),
    ).toBeVisible();
    expect(screen.queryByText('Boston Bruins')).not.toBeInTheDocument();
  });

  it("marks a game past its start without a result 'Simulation in progress...'", async () => {
    mockApi({ ...routes, [GAMES]: { body: [gameItem(3, -0.01)] } });
    open();
    expect(await screen.findByText('Simulation in progress...')).toBeInTheDocument();
  });

  it("counts down to today's game each second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 9, 7, 12, 0, 0) });
    try {
      mockApi({ ...routes, [GAMES]: { body: [gameItem(3, 2)] } });
      open();
      expect(await screen.findByText(/^Starts in (02:00:00|01:59:5\d)$/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await screen.findByText(/^Starts in 01:59:[45]\d$/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the countdown reaches the start, marks the game in progress and fetches the list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 9, 7, 12, 0, 0) });
    try {
      const game = gameItem(3, 2 / 3600);
      const fetchMock = mockApi({ ...routes, [GAMES]: { body: [game] } });
      open();
      expect(await screen.findByText(/^Starts in 00:00:0\d$/)).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(3000);
      expect(await screen.findByText('Simulation in progress...')).toBeInTheDocument();
      await waitFor(() => expect(apiCalls(fetchMock).filter((c) => c === GAMES)).toHaveLength(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 6 cards, 'Show N more games' adds up to 6, 'Show less' goes back", async () => {
    const past = Array.from({ length: 14 }, (_, i) => gameItem(100 + i, -24 * (i + 1), played(1, 0)));
    mockApi({ ...routes, [GAMES]: { body: past } });
    open();
    const section = await screen.findByRole('region', { name: 'Past Games' });
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    await userEvent.click(within(section).getByRole('button', { name: 'Show 6 more games' }));
    expect(within(section).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(within(section).getByRole('button', { name: 'Show 2 more games' }));
    expect(within(section).getAllByRole('article')).toHaveLength(14);
    await userEvent.click(within(section).getByRole('button', { name: 'Show less' }));
    expect(within(section).getAllByRole('article')).toHaveLength(6);
  });

  it('never lists a final game under Upcoming when the commissioner has simulated ahead', async () => {
    const ahead = dayInTimeZone(new Date(Date.now() + 5 * 86_400_000), NEW_YORK);
    const earlierFinal = gameItem(21, 24 * 3, played(3, 1));
    const todayFinal = { ...gameItem(22, 0, played(2, 0)), date: `${ahead}T23:00:00.000Z` };
    const next = {
      ...gameItem(23, 0),
      date: `${dayInTimeZone(new Date(Date.now() + 7 * 86_400_000), NEW_YORK)}T23:00:00.000Z`,
    };
    mockApi({
      ...routes,
      [CLOCK]: { body: clockAt({ date: ahead }) },
      [GAMES]: { body: [next, todayFinal, earlierFinal] },
    });
    open();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming Games' });
    expect(within(upcoming).getAllByRole('article')).toHaveLength(1);
    expect(within(upcoming).queryByText(/^Final/)).not.toBeInTheDocument();
    const today = screen.getByRole('region', { name: "Today's Games" });
    expect(within(today).getByText('Ready to Watch')).toBeInTheDocument();
    expect(within(today).queryByText('Final: 2 - 0')).not.toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past Games' });
    expect(within(past).getByText('Final: 3 - 1')).toBeInTheDocument();
  });

  it("dates every card in the league's time zone, not the browser's", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-10-10T16:00:00Z') });
    try {
      // 01:30 UTC on the 11th: 21:30 on the 10th in New York, 10:30 on the 11th in Tokyo.
      const late = { ...gameItem(31, 0), date: '2026-10-11T01:30:00.000Z' };
      mockApi({ ...routes, [GAMES]: { body: [late] } });
      const { unmount } = open();
      const today = await screen.findByRole('region', { name: "Today's Games" });
      expect(within(today).getByText('Oct 10, 2026 • 21:30')).toBeInTheDocument();
      expect(screen.getByText(`League day Oct 10, 2026 · times in ${NEW_YORK}`)).toBeInTheDocument();
      unmount();

      mockApi({
        ...routes,
        [CLOCK]: { body: clockAt({ timeZone: 'Asia/Tokyo' }) },
        [GAMES]: { body: [late] },
      });
      open();
      // It is already the 11th in Tokyo: the same game, today's there too, at Tokyo's time.
      expect(await screen.findByText(`League day Oct 11, 2026 · times in Asia/Tokyo`)).toBeInTheDocument();
      const tokyoToday = screen.getByRole('region', { name: "Today's Games" });
      expect(within(tokyoToday).getByText('Oct 11, 2026 • 10:30')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows 'Failed to Load Games' when the league clock cannot be read", async () => {
    mockApi({
      ...routes,
      [CLOCK]: { status: 404, body: { error: 'Not Found', message: 'This league has no active season.' } },
      [GAMES]: { body: [gameItem(3, 5)] },
    });
    open();
    expect(await screen.findByText('This league has no active season.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming Games' })).not.toBeInTheDocument();
  });
});
