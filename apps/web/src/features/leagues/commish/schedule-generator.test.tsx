import type { LeagueClock } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { ScheduleGenerator } from './schedule-generator';

afterEach(() => vi.unstubAllGlobals());

const clock: LeagueClock = {
  date: '2026-11-28',
  timeZone: 'America/Toronto',
  phase: 'preseason',
  seasonId: 5,
  regularSeasonComplete: false,
  seasonStartDate: null,
  seasonEndDate: null,
};

describe('ScheduleGenerator', () => {
  it("offers the day after the league day, not the browser's, and a season's span", async () => {
    mockApi({ ...signedOutRoutes, 'GET /league/3/clock': { body: clock } });
    renderWithProviders(<ScheduleGenerator leagueId={3} teamCount={4} />);
    expect(await screen.findByLabelText(/^Start date/)).toHaveValue('2026-11-29');
    expect(screen.getByLabelText(/^End date/)).toHaveValue('2027-06-08');
    expect(screen.getByText(/the day after the league day \(Sat, Nov 28, 2026\)/)).toBeInTheDocument();
  });

  it('shows the count of games that would be played at once, and confirms with playPastGames', async () => {
    const bodies: unknown[] = [];
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock },
      'POST /league/3/schedule/generate': (init) => {
        const body = JSON.parse(String(init?.body)) as { playPastGames?: boolean };
        bodies.push(body);
        if (body.playPastGames) return { status: 201, body: { created: 24 } };
        return {
          status: 409,
          body: {
            error: 'Conflict',
            message:
              '7 games would be played at once as soon as the schedule is saved: start on or after 2026-11-29, or confirm to play them now.',
            gamesDueAtOnce: 7,
            startOnOrAfter: '2026-11-29',
          },
        };
      },
    });
    renderWithProviders(<ScheduleGenerator leagueId={3} teamCount={4} />);
    const start = await screen.findByLabelText(/^Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-21');
    await userEvent.click(screen.getByRole('button', { name: 'Generate schedule' }));
    expect(
      await screen.findByText(
        '7 games would be played at once as soon as the schedule is saved: start on or after Sun, Nov 29, 2026, or confirm to play them now.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play 7 games now' }));
    expect(await screen.findByText('Schedule generated: 24 games.')).toBeInTheDocument();
    expect(bodies).toEqual([
      { gamesPerTeam: 82, startDate: '2026-11-21', endDate: '2027-06-08' },
      { gamesPerTeam: 82, startDate: '2026-11-21', endDate: '2027-06-08', playPastGames: true },
    ]);
  });

  it('moves the start to the first day that plays nothing at once when asked', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock },
      'POST /league/3/schedule/generate': {
        status: 409,
        body: {
          error: 'Conflict',
          message: '3 games would be played…',
          gamesDueAtOnce: 3,
          startOnOrAfter: '2026-11-29',
        },
      },
    });
    renderWithProviders(<ScheduleGenerator leagueId={3} teamCount={4} />);
    const start = await screen.findByLabelText(/^Start date/);
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Generate schedule' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start on Sun, Nov 29, 2026 instead' }));
    expect(start).toHaveValue('2026-11-29');
    expect(screen.getByRole('button', { name: 'Generate schedule' })).toBeEnabled();
  });
});
