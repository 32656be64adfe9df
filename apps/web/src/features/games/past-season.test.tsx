import { dayInTimeZone, type SeasonSummary } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../test/api-mock';
import { testLeague } from '../../test/hockey-fixtures';
import { gameItem, played } from './test/game-data';
import { renderGames } from './test/render-games';

afterEach(() => vi.unstubAllGlobals());

// The whole schedule page (calendar, select, uploader) renders slowly in jsdom on a busy machine.
const SLOW = { timeout: 10_000 };
const NEW_YORK = 'America/New_York';

const seasons: SeasonSummary[] = [
  { id: 10, name: '2027-28', startYear: 2027, phase: 'preseason', active: true, championTeamId: null },
  { id: 9, name: '2026-27', startYear: 2026, phase: 'offseason', active: false, championTeamId: 1 },
];
const routes = {
  ...signedOutRoutes,
  'GET /league/1': { body: testLeague({ id: 1, myTeamId: null, isCommissioner: true }) },
  'GET /league/1/seasons': { body: seasons },
  'GET /league/1/clock': {
    body: {
      date: dayInTimeZone(new Date(), NEW_YORK),
      timeZone: NEW_YORK,
      phase: 'preseason',
      seasonId: 10,
      regularSeasonComplete: false,
      seasonStartDate: null,
      seasonEndDate: null,
    },
  },
};
const GAMES = 'GET /simulation/league/1/user-games';

describe('Game Center of a past season', () => {
  it("shows the current season's games, then last season's finals alone once it is chosen", async () => {
    const fetchMock = mockApi({
      ...routes,
      [GAMES]: { body: [gameItem(20, 24 * 30)] },
      // A game left unplayed when the season ended is no final: it is not listed.
      [`${GAMES}?seasonId=9`]: {
        body: [gameItem(7, -24 * 300, played(4, 2, 'shootout')), gameItem(8, -24 * 290)],
      },
    });
    renderGames('/league/1/game');
    expect(await screen.findByRole('region', { name: 'Upcoming Games' })).toBeInTheDocument();

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Season' }), '2026–27');
    const finals = await screen.findByRole('region', { name: 'Final Games' });
    expect(within(finals).getAllByRole('article')).toHaveLength(1);
    expect(within(finals).getByText('Final: 4 - 2 (SO)')).toBeInTheDocument();
    for (const name of ["Today's Games", 'Upcoming Games', 'Past Games'])
      expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
    expect(screen.getByText(`Season 2026–27 · times in ${NEW_YORK}`)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/league/1/game?season=9');
    expect(apiCalls(fetchMock)).toContain(`${GAMES}?seasonId=9`);
  });
});

describe('Schedule of a past season', () => {
  it("opens on last season's games read-only: no uploader, even for the commissioner", async () => {
    const lastSeasonDay = '2026-11-14';
    const fetchMock = mockApi({
      ...routes,
      'GET /league/1/schedule?seasonId=9': {
        body: {
          seasonId: 9,
          timeZone: NEW_YORK,
          games: [
            {
              gameId: 7,
              date: lastSeasonDay,
              startAt: '2026-11-15T00:00:00.000Z',
              home: 'TOR',
              away: 'MTL',
              homeTeamId: 1,
              awayTeamId: 2,
              isSimulated: true,
              homeScore: 4,
              awayScore: 2,
              decidedIn: 'regulation',
            },
          ],
        },
      },
    });
    renderGames('/league/1/schedule?season=9');
    // Long over: the calendar opens on the season's last month with games, not on today's.
    const cell = await screen.findByRole('cell', { name: /^Sat, Nov 14, 1 game$/ }, SLOW);
    expect(within(cell).getByText('MTL @ TOR')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Season' })).toHaveValue('9');
    expect(screen.getByText('Pond League · 2026–27')).toBeInTheDocument();
    expect(screen.queryByText('Upload Schedule')).not.toBeInTheDocument();
    expect(screen.queryByText(/Only the commissioner can upload/)).not.toBeInTheDocument();
    await waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/1/schedule?seasonId=9'));
    expect(apiCalls(fetchMock)).not.toContain('GET /league/1/schedule');
  });
});
