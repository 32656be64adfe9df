import type { LeagueClock, SeasonOpening } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../../test/api-mock';
import { renderWithProviders } from '../../../../test/render';
import { SeasonPanel } from './season-panel';

afterEach(() => vi.unstubAllGlobals());

const clock = (fields: Partial<LeagueClock> = {}): LeagueClock => ({
  date: '2026-10-08',
  timeZone: 'America/Toronto',
  phase: 'preseason',
  seasonId: 5,
  regularSeasonComplete: false,
  seasonStartDate: '2026-10-01',
  seasonEndDate: '2027-04-15',
  ...fields,
});
const opening = (fields: Partial<SeasonOpening> = {}): SeasonOpening => ({
  seasonId: 5,
  seasonName: '2026-27',
  phase: 'preseason',
  firstDay: '2026-10-08',
  floor: 76_900_000,
  begun: false,
  belowFloor: [
    { teamId: 31, teamName: 'Toronto Maple Leafs', payroll: 73_700_000, short: 3_200_000 },
    { teamId: 32, teamName: 'Boston Bruins', payroll: 76_500_000, short: 400_000 },
  ],
  overriddenAt: null,
  held: true,
  ...fields,
});

const panel = () => within(screen.getByRole('region', { name: 'Season' }));

describe("the Season panel's hold on the opening (docs/decisions/076)", () => {
  it('names each GM team below the floor and by how much; the override asks first, then starts the season', async () => {
    let body: unknown;
    const started = opening({ held: false, overriddenAt: '2026-10-08T15:00:00.000Z' });
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/season/opening': () => ({ body: body === undefined ? opening() : started }),
      'POST /league/3/season/start-below-floor': (init) => {
        body = JSON.parse(String(init?.body));
        return { body: started };
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await panel().findByText('The regular season is on hold')).toBeInTheDocument();
    const list = panel().getByRole('list', { name: 'Teams below the salary floor' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Toronto Maple Leafs: payroll $73.7M, $3.2M short',
      'Boston Bruins: payroll $76.5M, $400K short',
    ]);
    expect(within(list).getByRole('link', { name: 'Toronto Maple Leafs' })).toHaveAttribute(
      'href',
      '/league/3/team/31/cap',
    );

    // Cancel leaves the season held.
    await userEvent.click(panel().getByRole('button', { name: 'Start the season anyway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start the season below the floor?' });
    expect(dialog).toHaveTextContent('Toronto Maple Leafs, Boston Bruins are below the salary floor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(apiCalls(fetchMock)).not.toContain('POST /league/3/season/start-below-floor');

    // By keyboard: the button, Enter, then the dialog's own button.
    panel().getByRole('button', { name: 'Start the season anyway' }).focus();
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Start the season below the floor?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Start the season anyway' }));
    expect(await panel().findByText('Starting below the salary floor')).toBeInTheDocument();
    expect(body).toEqual({ seasonId: 5 });
    expect(panel().queryByRole('button', { name: 'Start the season anyway' })).toBeNull();
  });

  it('before the first day says the season will not start on it; the server’s refusal is shown', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ date: '2026-10-06' }) },
      'GET /league/3/season/opening': { body: opening() },
      'POST /league/3/season/start-below-floor': {
        status: 409,
        body: {
          error: 'Conflict',
          message: 'The 2026-27 regular season has already begun: nothing holds it.',
        },
      },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(
      await panel().findByText('The regular season will not start on Thu, Oct 8, 2026'),
    ).toBeInTheDocument();
    await userEvent.click(panel().getByRole('button', { name: 'Start the season anyway' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start the season anyway' }));
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'The 2026-27 regular season has already begun: nothing holds it.',
    );
  });

  it('shows nothing while every GM team is at or above the floor, and nothing outside the preseason', async () => {
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/season/opening': { body: opening({ belowFloor: [], held: false }) },
    });
    const { unmount } = renderWithProviders(<SeasonPanel leagueId={3} />);
    await vi.waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/3/season/opening'));
    await screen.findByRole('button', { name: 'Advance a day' });
    expect(screen.queryByText(/regular season (is on hold|will not start)/)).toBeNull();
    unmount();

    const regular = mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock({ phase: 'regular' }) },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    await screen.findByRole('button', { name: 'Advance a day' });
    expect(apiCalls(regular)).not.toContain('GET /league/3/season/opening');
  });

  it('says when the payrolls could not be checked, with Try Again', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': { body: clock() },
      'GET /league/3/season/opening': { status: 500, body: { error: 'Internal', message: 'Database down.' } },
    });
    renderWithProviders(<SeasonPanel leagueId={3} />);
    expect(await panel().findByText('Could not check payrolls against the salary floor')).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
