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
    for (const name of ['Advance a day', 'Advance a week', 'To a date', 'To the end of the regular season'])
      expect(button(name)).toBeInTheDocument();
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
    expect(button('To the end of the regular season')).toBeNull();
    expect(button('Start the next season')).toBeNull();
  });

  it('in the playoffs offers only the advances', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'playoffs', regularSeasonComplete: true }) },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await screen.findByRole('button', { name: 'Advance a week' })).toBeInTheDocument();
    for (const name of ['To the end of the regular season', 'Start the playoffs', 'Start the next season'])
      expect(button(name)).toBeNull();
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
