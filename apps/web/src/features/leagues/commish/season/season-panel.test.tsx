import type { AdvanceJob, AdvanceResponse, LeagueClock } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { SeasonPanel } from './season-panel';

afterEach(() => vi.unstubAllGlobals());

const clock = (fields: Partial<LeagueClock> = {}): LeagueClock => ({
  date: '2026-10-07',
  timeZone: 'America/Toronto',
  phase: 'regular',
  seasonId: 5,
  regularSeasonComplete: false,
  seasonStartDate: '2026-10-01',
  seasonEndDate: '2027-04-15',
  ...fields,
});

/** An advance as the server answers it: running from its start until the latest read says it ended. */
const job = (fields: Partial<AdvanceJob> = {}): AdvanceJob => ({
  id: 9,
  leagueId: 3,
  request: { to: 'week' },
  status: 'running',
  played: 0,
  total: null,
  result: null,
  error: null,
  startedAt: '2026-10-07T12:00:00.000Z',
  finishedAt: null,
  ...fields,
});

/** The latest advance: none until one starts, then each read answers the next of `answers` (the last stays). */
function latestAdvances(...answers: AdvanceJob[]) {
  let started = false;
  return {
    start: () => {
      started = true;
    },
    route: () => ({
      body: { advance: started ? (answers.length > 1 ? answers.shift() : answers[0]) : null },
    }),
  };
}

const panel = () => within(screen.getByRole('region', { name: 'Season' }));
const button = (name: string) => panel().queryByRole('button', { name });

describe('SeasonPanel', () => {
  it('in the regular season offers the advances and the season end, not the playoffs or next season', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/clock': { body: clock() } });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await screen.findByText('League day: Wed, Oct 7, 2026')).toBeInTheDocument();
    expect(panel().getByText('Regular season')).toBeInTheDocument();
    for (const name of [
      'Advance a day',
      'Advance a week',
      'To a date',
      'To the end of the regular season',
      'Simulate to end of phase',
    ])
      expect(button(name)).toBeInTheDocument();
    expect(button('Simulate playoff round')).toBeNull();
    expect(button('Start the playoffs')).toBeNull();
    expect(button('Start the next season')).toBeNull();
  });

  it('in the preseason already offers the end of the regular season', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/clock': { body: clock({ phase: 'preseason' }) } });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(
      await screen.findByRole('button', { name: 'To the end of the regular season' }),
    ).toBeInTheDocument();
    expect(panel().getByText('Preseason')).toBeInTheDocument();
  });

  it('offers the playoffs once every regular-season game is final', async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/clock': { body: clock({ regularSeasonComplete: true }) } });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await screen.findByRole('button', { name: 'Start the playoffs' })).toBeInTheDocument();
    for (const name of [
      'To the end of the regular season',
      'Simulate playoff round',
      'Simulate to end of phase',
    ])
      expect(button(name)).toBeNull();
    expect(button('Start the next season')).toBeNull();
  });

  it('in the playoffs offers the advances, the playoff round and the end of the phase', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'playoffs', regularSeasonComplete: true }) },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await screen.findByRole('button', { name: 'Advance a week' })).toBeInTheDocument();
    expect(button('Simulate playoff round')).toBeInTheDocument();
    expect(button('Simulate to end of phase')).toBeInTheDocument();
    for (const name of ['To the end of the regular season', 'Start the playoffs', 'Start the next season'])
      expect(button(name)).toBeNull();
  });

  it('shows the round under way with its games so far, then the round it completed and the new day', async () => {
    let body: unknown;
    const request = { to: 'round' } as const;
    const result: AdvanceResponse = {
      clock: clock({ phase: 'playoffs', date: '2027-01-16', regularSeasonComplete: true }),
      played: 44,
      phaseChanged: null,
      playoffs: { roundsCompleted: ['First Round'], champion: null },
    };
    const latest = latestAdvances(
      job({ request, played: 12 }),
      job({ request, status: 'done', played: 44, result }),
    );
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'playoffs', regularSeasonComplete: true }) },
      'GET /league/3/advances/latest': latest.route,
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        latest.start();
        return { status: 202, body: job({ request }) };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate playoff round' }));
    expect(
      await panel().findByText('Advancing to the end of the playoff round… 0 games played'),
    ).toBeInTheDocument();
    expect(button('Simulate to end of phase')).toBeDisabled();
    expect(body).toEqual({ to: 'round' });
    expect(
      await panel().findByText('Advancing to the end of the playoff round… 12 games played'),
    ).toBeInTheDocument();
    expect(await screen.findByText('First Round complete: 44 games played; now Jan 16.')).toBeInTheDocument();
    expect(panel().queryByRole('progressbar')).toBeNull();
    expect(button('Simulate playoff round')).toBeEnabled();
  });

  it('follows an advance already running when it opens, with its share done', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/advances/latest': { body: { advance: job({ played: 30, total: 120 }) } },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await panel().findByText('Advancing a week… 30 of 120 games played')).toBeInTheDocument();
    expect(panel().getByRole('progressbar', { name: 'Advance progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(button('Advance a day')).toBeDisabled();
  });

  it('stops a running advance after its batch when asked, and says where it stopped', async () => {
    const result: AdvanceResponse = {
      clock: clock({ date: '2026-10-21' }),
      played: 40,
      phaseChanged: null,
      playoffs: null,
      stopped: true,
    };
    let stopped = false;
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/advances/latest': () => ({
        body: {
          advance: stopped
            ? job({ request: { to: 'regularSeasonEnd' }, status: 'done', played: 40, total: 120, result })
            : job({ request: { to: 'regularSeasonEnd' }, played: 30, total: 120 }),
        },
      }),
      'POST /league/3/advances/9/stop': () => {
        stopped = true;
        return { status: 202, body: job({ request: { to: 'regularSeasonEnd' }, played: 30, total: 120 }) };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await panel().findByRole('button', { name: 'Stop after this batch' }));
    expect(await screen.findByText('Stopped: 40 games played; now Oct 21.')).toBeInTheDocument();
    expect(button('Stop after this batch')).toBeNull();
    expect(button('Advance a day')).toBeEnabled();
  });

  it('shows why an advance stopped', async () => {
    const latest = latestAdvances(
      job({
        request: { to: 'phase' },
        status: 'failed',
        error: 'The Final has a series with no games left to play.',
      }),
    );
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'playoffs', regularSeasonComplete: true }) },
      'GET /league/3/advances/latest': latest.route,
      'POST /league/3/advance': () => {
        latest.start();
        return { status: 202, body: job({ request: { to: 'phase' } }) };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate to end of phase' }));
    expect(await screen.findByText('The Final has a series with no games left to play.')).toBeInTheDocument();
    expect(screen.getByText('Advancing to the end of the phase failed')).toBeInTheDocument();
  });

  it('plays the playoffs to the champion and then offers the next season', async () => {
    let body: unknown;
    let now = clock({ phase: 'playoffs', regularSeasonComplete: true });
    const result: AdvanceResponse = {
      clock: clock({ phase: 'offseason', date: '2027-02-20', regularSeasonComplete: true }),
      played: 61,
      phaseChanged: { from: 'playoffs', to: 'offseason' },
      playoffs: {
        roundsCompleted: ['Second Round', 'Conference Final', 'Final'],
        champion: { teamId: 7, name: 'Halifax Herons' },
      },
    };
    const latest = latestAdvances(job({ request: { to: 'phase' }, status: 'done', played: 61, result }));
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': () => ({ body: now }),
      'GET /league/3/advances/latest': latest.route,
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        now = result.clock;
        latest.start();
        return { status: 202, body: job({ request: { to: 'phase' } }) };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate to end of phase' }));
    expect(
      await screen.findByText(
        'Second Round through Final complete: 61 games played; now Feb 20. Halifax Herons won the Cup. Playoffs → Offseason.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({ to: 'phase' });
    expect(await screen.findByRole('button', { name: 'Start the next season' })).toBeInTheDocument();
    expect(button('Simulate playoff round')).toBeNull();
    expect(button('Simulate to end of phase')).toBeNull();
  });

  it('in the offseason starts the next season only after the commissioner confirms', async () => {
    let started = 0;
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'offseason', regularSeasonComplete: true }) },
      'POST /league/3/season/next': () => {
        started += 1;
        return {
          body: {
            previousSeasonId: 5,
            season: {
              id: 6,
              name: '2027-28',
              startYear: 2027,
              phase: 'preseason',
              active: true,
              championTeamId: null,
            },
            progressed: 80,
            retired: 3,
            generated: 2,
            promoted: 1,
            resigned: 4,
            games: 24,
          },
        };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the next season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the next season?' });
    expect(started).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the next season' }));
    expect(
      await screen.findByText('2027-28 has begun: 24 games scheduled, 3 players retired, 4 re-signed.'),
    ).toBeInTheDocument();
    expect(started).toBe(1);
  });

  it('reports the games played and the new day after an advance', async () => {
    let body: unknown;
    const moved: AdvanceResponse = {
      clock: clock({ date: '2026-10-14' }),
      played: 12,
      phaseChanged: null,
      playoffs: null,
    };
    const latest = latestAdvances(job({ status: 'done', played: 12, total: 12, result: moved }));
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/advances/latest': latest.route,
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        latest.start();
        return { status: 202, body: job({ total: 12 }) };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Advance a week' }));
    expect(await screen.findByText('12 games played; now Oct 14.')).toBeInTheDocument();
    expect(body).toEqual({ to: 'week' });
  });

  it('names the running advance when the server refuses a second one', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'POST /league/3/advance': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'The league is already advancing a week (3 of 12 games played).',
        },
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Advance a day' }));
    expect(
      await screen.findByText('The league is already advancing a week (3 of 12 games played).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Advancing a day failed')).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ regularSeasonComplete: true }) },
      'POST /league/3/playoffs/start': {
        status: 409,
        body: { error: 'Conflict', message: 'The playoffs have already started.' },
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start the playoffs' }));
    expect(await screen.findByText('The playoffs have already started.')).toBeInTheDocument();
    expect(screen.getByText('Starting the playoffs failed')).toBeInTheDocument();
  });
});
