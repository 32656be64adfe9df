import type { AdvanceResponse, LeagueClock } from '@rinkside/domain';
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

  it('shows the round under way, then the round it completed and the new day', async () => {
    let body: unknown;
    let answer: (reply: { body: AdvanceResponse }) => void = () => {};
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'playoffs', regularSeasonComplete: true }) },
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        return new Promise((resolve) => (answer = resolve));
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate playoff round' }));
    expect(await panel().findByText('Simulating the playoff round…')).toBeInTheDocument();
    expect(button('Simulate to end of phase')).toBeDisabled();
    expect(body).toEqual({ to: 'round' });
    answer({
      body: {
        clock: clock({ phase: 'playoffs', date: '2027-01-16', regularSeasonComplete: true }),
        played: 44,
        phaseChanged: null,
        playoffs: { roundsCompleted: ['First Round'], champion: null },
      },
    });
    expect(await screen.findByText('First Round complete: 44 games played; now Jan 16.')).toBeInTheDocument();
    expect(button('Simulate playoff round')).toBeEnabled();
  });

  it('plays the playoffs to the champion and then offers the next season', async () => {
    let body: unknown;
    let now = clock({ phase: 'playoffs', regularSeasonComplete: true });
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': () => ({ body: now }),
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        now = clock({ phase: 'offseason', date: '2027-02-20', regularSeasonComplete: true });
        return {
          body: {
            clock: now,
            played: 61,
            phaseChanged: { from: 'playoffs', to: 'offseason' },
            playoffs: {
              roundsCompleted: ['Second Round', 'Conference Final', 'Final'],
              champion: { teamId: 7, name: 'Halifax Herons' },
            },
          },
        };
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
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'POST /league/3/advance': (init) => {
        body = JSON.parse(String(init?.body));
        return { body: moved };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Advance a week' }));
    expect(await screen.findByText('12 games played; now Oct 14.')).toBeInTheDocument();
    expect(body).toEqual({ to: 'week' });
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
