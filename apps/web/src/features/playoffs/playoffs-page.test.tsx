import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes, type MockReply } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { PlayoffsPage } from './playoffs-page';
import { bracket16, playoffLeague, teamId } from './test/bracket-fixture';

afterEach(() => vi.unstubAllGlobals());

/** A browser as wide as a desktop's (true) or a phone's (false): the page picks its layout by it. */
function screenWide(wide: boolean) {
  const real = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...real(query), matches: wide }));
}

type Handler = Parameters<typeof mockApi>[0][string];

function renderPlayoffs(
  playoffs: Handler,
  {
    commissioner = false,
    start,
    path = '/league/3/playoffs',
    routes = {},
  }: { commissioner?: boolean; start?: Handler; path?: string; routes?: Record<string, Handler> } = {},
) {
  const fetchMock = mockApi({
    ...signedOutRoutes,
    ...routes,
    'GET /league/3': { body: playoffLeague({ isCommissioner: commissioner }) },
    'GET /league/3/playoffs': playoffs,
    ...(start ? { 'POST /league/3/playoffs/start': start } : {}),
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/playoffs" element={<PlayoffsPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

const notStarted = { body: { seasonId: 1, status: 'not-started', rounds: [], champion: null } };

describe('PlayoffsPage (issue 14: the bracket)', () => {
  it('draws a 16-team bracket round by round, conference by conference, with scores and game links', async () => {
    screenWide(true);
    renderPlayoffs({ body: bracket16() });

    const bracket = await screen.findByRole('region', { name: 'Bracket' });
    expect(
      within(bracket)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['First Round', 'Second Round', 'Conference Final', 'Final']);
    expect(within(bracket).getAllByRole('article')).toHaveLength(15);
    const eastFirstRound = within(bracket).getByRole('list', { name: 'First Round, Eastern' });
    expect(
      within(eastFirstRound)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['BOS vs NJD', 'TBL vs NYR', 'TOR vs WSH', 'FLA vs CAR']);

    const leading = within(bracket).getByRole('article', { name: 'BOS vs NYR' });
    expect(within(leading).getByText('BOS leads 3-2')).toBeInTheDocument();
    const games = within(leading).getAllByRole('link');
    expect(games).toHaveLength(5);
    expect(games[0]).toHaveAccessibleName('Game 1, BOS vs NYR');
    expect(games[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/league\/3\/game\/viewer\?gameId=\d+$/),
    );

    const won = within(bracket).getByRole('article', { name: 'TOR vs FLA' });
    expect(within(won).getByText('FLA wins 4-1')).toBeInTheDocument();
    expect(within(won).getByText('Series winner')).toBeInTheDocument();
    expect(within(bracket).getByRole('article', { name: 'TBD vs FLA' })).toBeInTheDocument();
    expect(within(bracket).getAllByRole('article', { name: 'TBD vs TBD' })).toHaveLength(2);
    expect(within(bracket).getByText('Series tied 2-2')).toBeInTheDocument();
  });

  it('on a phone shows one round at a time, the round being played first', async () => {
    screenWide(false);
    renderPlayoffs({ body: bracket16() });

    expect(await screen.findByRole('heading', { name: 'Second Round' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(screen.getByRole('radio', { name: 'Final' }));
    expect(screen.getByRole('heading', { name: 'Final' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'TBD vs TBD' })).toBeInTheDocument();
  });

  it('before the playoffs explains when they start, with no button for a GM', async () => {
    renderPlayoffs(notStarted);
    expect(await screen.findByText(/The playoffs start when the regular season ends/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the playoffs' })).not.toBeInTheDocument();
  });

  it("lets the commissioner start the playoffs and shows the server's reason when it refuses", async () => {
    const refusal: MockReply = {
      status: 409,
      body: { error: 'Conflict', message: 'The regular season still has 12 games to play' },
    };
    const fetchMock = renderPlayoffs(notStarted, { commissioner: true, start: refusal });

    await userEvent.click(await screen.findByRole('button', { name: 'Start the playoffs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The regular season still has 12 games to play',
    );
    expect(apiCalls(fetchMock)).toContain('POST /league/3/playoffs/start');
  });

  it('shows the bracket once the commissioner has started the playoffs', async () => {
    let started = false;
    renderPlayoffs(() => (started ? { body: bracket16() } : notStarted), {
      commissioner: true,
      start: () => {
        started = true;
        return { body: bracket16() };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Start the playoffs' }));
    expect(await screen.findByRole('region', { name: 'Bracket' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the playoffs' })).not.toBeInTheDocument();
  });

  it('crowns the champion when the playoffs are complete', async () => {
    const bracket = bracket16();
    renderPlayoffs({
      body: { ...bracket, status: 'complete', champion: { teamId: teamId('FLA'), name: 'Florida Panthers' } },
    });
    const banner = await screen.findByRole('region', { name: 'Champion' });
    expect(banner).toHaveTextContent('Florida Panthers win the Cup');
  });

  it('offers a retry when the bracket fails to load', async () => {
    let calls = 0;
    renderPlayoffs(() =>
      ++calls === 1 ? { status: 500, body: { error: 'Server Error' } } : { body: bracket16() },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Bracket' })).toBeInTheDocument();
  });

  it("shows a past season's bracket as it ended, and no start button for a past season without playoffs", async () => {
    const seasons = [
      { id: 10, name: '2027-28', startYear: 2027, phase: 'preseason', active: true, championTeamId: null },
      { id: 9, name: '2026-27', startYear: 2026, phase: 'offseason', active: false, championTeamId: 1 },
      { id: 8, name: '2025-26', startYear: 2025, phase: 'offseason', active: false, championTeamId: null },
    ];
    const bracket = bracket16();
    const fetchMock = renderPlayoffs(notStarted, {
      commissioner: true,
      path: '/league/3/playoffs?season=9',
      routes: {
        'GET /league/3/seasons': { body: seasons },
        'GET /league/3/playoffs?seasonId=9': {
          body: {
            ...bracket,
            status: 'complete',
            champion: { teamId: teamId('FLA'), name: 'Florida Panthers' },
          },
        },
        'GET /league/3/playoffs?seasonId=8': { body: { ...notStarted.body, seasonId: 8 } },
      },
    });
    expect(await screen.findByRole('region', { name: 'Champion' })).toHaveTextContent(
      'Florida Panthers win the Cup',
    );
    const select = await screen.findByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue('9');
    expect(apiCalls(fetchMock)).not.toContain('GET /league/3/playoffs');

    await userEvent.selectOptions(select, '2025–26');
    expect(await screen.findByText('This season had no playoffs')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the playoffs' })).not.toBeInTheDocument();
  });
});
