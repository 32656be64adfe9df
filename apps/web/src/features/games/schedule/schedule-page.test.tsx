import { dayInTimeZone, type LeagueDetail } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderGames } from '../test/render-games';

afterEach(() => vi.unstubAllGlobals());

// The whole schedule page (calendar, select, uploader) renders slowly in jsdom on a busy machine.
const SLOW = { timeout: 10_000 };

const team = (id: number, name: string, abbreviation: string) => ({
  id,
  name,
  city: name.split(' ')[0] ?? name,
  abbreviation,
  colors: ['#000000', '#ffffff'] as [string, string],
  conference: null,
  division: null,
  username: null,
  gm: null,
});

const league = (isCommissioner: boolean): LeagueDetail => ({
  id: 1,
  name: 'Friday Night Hockey',
  commissionerId: 7,
  mode: 'Custom',
  leagueType: 'professional',
  startYear: 2026,
  playerSetup: 'generated',
  seasonName: '2026-27',
  teams: [team(11, 'Toronto Maple Leafs', 'TOR'), team(12, 'Montreal Canadiens', 'MTL')],
  myTeamId: null,
  isCommissioner,
  logoBaseUrl: '/logos',
  playerCount: 0,
  closed: false,
  visibility: 'public',
});

/** Today as the league reads it, in its zone: in the hours after midnight UTC, Toronto is still on yesterday. */
const today = dayInTimeZone(new Date(), 'America/Toronto');

/** The first day of the month `offset` months from today's, in UTC so no zone shifts it. */
const monthStart = (offset: number) => {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + offset, 1));
};
const monthKey = (offset: number) => monthStart(offset).toISOString().slice(0, 7);
const monthTitle = (offset: number) =>
  monthStart(offset).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Montreal at Toronto on each day, not yet played. */
const schedule = (days: string[]) => ({
  body: {
    seasonId: 5,
    timeZone: 'America/Toronto',
    games: days.map((date, i) => ({
      gameId: i + 1,
      date,
      startAt: `${date}T23:00:00.000Z`,
      home: 'TOR',
      away: 'MTL',
      homeTeamId: 11,
      awayTeamId: 12,
      isSimulated: false,
      homeScore: null,
      awayScore: null,
      decidedIn: null,
    })),
  },
});

const routes = (isCommissioner: boolean, extra = {}) => ({
  ...signedOutRoutes,
  'GET /league/1': { body: league(isCommissioner) },
  'GET /league/1/schedule': schedule([today]),
  'GET /league/1/active-season': {
    body: {
      id: 5,
      name: '2026-27',
      teams: league(true).teams.map(({ id, name, abbreviation }) => ({ id, name, abbreviation })),
    },
  },
  ...extra,
});

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const csv = (text: string) => new File([text], 'schedule.csv', { type: 'text/csv' });

describe('Schedule (SPEC §2, §5, §8)', () => {
  it("shows today's games as 'away @ home' in a Monday-first month", async () => {
    mockApi(routes(false));
    renderGames('/league/1/schedule');
    const todayCell = await screen.findByRole('cell', { current: 'date' }, SLOW);
    expect(within(todayCell).getByText('MTL @ TOR')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(
      screen.getByText('Only the commissioner can upload a schedule for this league.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Upload Schedule')).not.toBeInTheDocument();
  });

  it("opens on the league's day when the league is simulated ahead of the wall clock", async () => {
    const ahead = '2027-03-10';
    mockApi(
      routes(false, {
        'GET /league/1/clock': {
          body: {
            date: ahead,
            timeZone: 'America/Toronto',
            phase: 'regular',
            seasonId: 5,
            regularSeasonComplete: false,
            seasonStartDate: null,
            seasonEndDate: null,
          },
        },
        'GET /league/1/schedule': schedule([today, ahead]),
      }),
    );
    renderGames('/league/1/schedule');
    await waitFor(
      () => expect(screen.getByRole('cell', { current: 'date' })).toHaveAttribute('data-date', ahead),
      SLOW,
    );
  });

  it("shows one team's games when opened from its team page (?team=)", async () => {
    mockApi(
      routes(false, {
        'GET /league/1': {
          body: {
            ...league(false),
            teams: [...league(false).teams, team(13, 'Boston Bruins', 'BOS')],
          },
        },
      }),
    );
    renderGames('/league/1/schedule?team=13');
    const todayCell = await screen.findByRole('cell', { current: 'date' }, SLOW);
    expect(within(todayCell).queryByText('MTL @ TOR')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Team' })).toHaveValue('Boston Bruins');
  });

  it('moves between months with the arrows', async () => {
    mockApi(routes(false));
    renderGames('/league/1/schedule');
    await screen.findByRole('cell', { current: 'date' }, SLOW);
    expect(screen.getByRole('heading', { name: monthTitle(0) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: monthTitle(1) })).toBeInTheDocument();
    // Today may still show among next month's leading days, but never as a day of that month.
    const inNext = screen
      .getAllByRole('cell')
      .filter((c) => c.getAttribute('data-date')?.startsWith(monthKey(1)));
    expect(inNext.length).toBeGreaterThanOrEqual(28);
    expect(inNext.some((c) => c.getAttribute('aria-current') === 'date')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: monthTitle(0) })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { current: 'date' })).toBeInTheDocument();
  });

  it('uploads a pipe-delimited file: one create-game call per game, then success', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockApi(
      routes(true, {
        'POST /simulation/game/create': (init: RequestInit | undefined) => {
          bodies.push(JSON.parse(String(init?.body)));
          return { status: 201, body: { gameId: bodies.length + 10 } };
        },
      }),
    );
    renderGames('/league/1/schedule');
    await waitFor(() => expect(screen.getByLabelText('Schedule CSV file')).toBeEnabled(), SLOW);
    await userEvent.upload(
      fileInput(),
      csv('homeTeam|awayTeam|date\nTOR|mtl|2026-10-07\n\nMontreal Canadiens|TOR|2026-10-08\n'),
    );
    expect(await screen.findByText('File parsed: 2 rows')).toBeInTheDocument();
    expect(screen.getByText('Teams mapped')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload 2 games' }));
    expect(await screen.findByText('2 games were added to the schedule.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { seasonId: 5, leagueId: 1, homeTeamId: 11, awayTeamId: 12, date: '2026-10-07', gameType: 'regular' },
      { seasonId: 5, leagueId: 1, homeTeamId: 12, awayTeamId: 11, date: '2026-10-08', gameType: 'regular' },
    ]);
    // The calendar is fetched again.
    await waitFor(() =>
      expect(apiCalls(fetchMock).filter((c) => c === 'GET /league/1/schedule')).toHaveLength(2),
    );
  });

  it('names unknown teams and does not upload', async () => {
    const fetchMock = mockApi(routes(true));
    renderGames('/league/1/schedule');
    await waitFor(() => expect(screen.getByLabelText('Schedule CSV file')).toBeEnabled(), SLOW);
    await userEvent.upload(fileInput(), csv('homeTeam,awayTeam,date\nTOR,Seals,2026-10-07'));
    expect(await screen.findByText('Unknown team names in CSV: Seals')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    expect(apiCalls(fetchMock)).not.toContain('POST /simulation/game/create');
  });

  it("stops at a rejected game with 'Upload failed (409): ... Details: ...'", async () => {
    mockApi(
      routes(true, {
        'POST /simulation/game/create': {
          status: 409,
          body: { error: 'Conflict', message: 'These teams already play each other on that day.' },
        },
      }),
    );
    renderGames('/league/1/schedule');
    await waitFor(() => expect(screen.getByLabelText('Schedule CSV file')).toBeEnabled(), SLOW);
    await userEvent.upload(fileInput(), csv('homeTeam;awayTeam;date\nTOR;MTL;2026-10-07'));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload 1 games' }));
    expect(
      await screen.findByText(
        'Upload failed (409): These teams already play each other on that day. Details: game 1 of 1 (Montreal Canadiens @ Toronto Maple Leafs on 2026-10-07); 0 uploaded before it',
      ),
    ).toBeInTheDocument();
  });

  it("blocks an empty file with 'No games ready to upload'", async () => {
    mockApi(routes(true));
    renderGames('/league/1/schedule');
    await waitFor(() => expect(screen.getByLabelText('Schedule CSV file')).toBeEnabled(), SLOW);
    await userEvent.upload(fileInput(), csv('homeTeam,awayTeam,date\n'));
    await userEvent.click(await screen.findByRole('button', { name: 'Upload 0 games' }));
    expect(await screen.findByText('No games ready to upload')).toBeInTheDocument();
  });

  it('keeps the file input disabled and explains when the season cannot be loaded', async () => {
    mockApi(
      routes(true, {
        'GET /league/1/active-season': {
          status: 404,
          body: { error: 'Not Found', message: 'This league has no active season.' },
        },
      }),
    );
    renderGames('/league/1/schedule');
    expect(
      await screen.findByText('Server error (404): This league has no active season.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Schedule CSV file')).toBeDisabled();
  });
});
