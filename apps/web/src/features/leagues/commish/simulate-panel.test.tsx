import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { SimulatePanel } from './simulate-panel';

afterEach(() => vi.unstubAllGlobals());

describe('SimulatePanel', () => {
  it('calls simulate batch after batch until none remain, with a count', async () => {
    const batches = [
      { simulated: 100, remaining: 150 },
      { simulated: 100, remaining: 50 },
      { simulated: 50, remaining: 0 },
    ];
    const bodies: unknown[] = [];
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'POST /simulation/league/3/simulate': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: batches.shift() };
      },
    });
    renderWithProviders(<SimulatePanel leagueId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simulate the rest of the season' }));
    expect(await screen.findByText('Simulation finished')).toBeInTheDocument();
    expect(screen.getByText('250 simulated')).toBeInTheDocument();
    expect(apiCalls(fetchMock).filter((c) => c.includes('simulate'))).toHaveLength(3);
    expect(bodies).toEqual([{}, {}, {}]);
  });

  it('simulates to the chosen date and shows the server message when refused', async () => {
    let body: unknown;
    mockApi({
      ...signedOutRoutes,
      'POST /simulation/league/3/simulate': (init) => {
        body = JSON.parse(String(init?.body));
        return { status: 403, body: { error: 'Forbidden', message: 'Only the commissioner can do that.' } };
      },
    });
    renderWithProviders(<SimulatePanel leagueId={3} />);
    const date = screen.getByLabelText('Simulate to date');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-10-25');
    await userEvent.click(screen.getByRole('button', { name: 'Simulate to date' }));
    expect(await screen.findByText('Only the commissioner can do that.')).toBeInTheDocument();
    expect(screen.getByText('Simulation stopped')).toBeInTheDocument();
    expect(body).toEqual({ until: '2026-10-25' });
  });
});

describe("SimulatePanel's date", () => {
  it("starts on the league's day, not the browser's", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/3/clock': {
        body: {
          date: '2027-12-28',
          timeZone: 'America/New_York',
          phase: 'regular',
          seasonId: 1,
          regularSeasonComplete: false,
          seasonStartDate: '2027-10-01',
          seasonEndDate: null,
        },
      },
    });
    renderWithProviders(<SimulatePanel leagueId={3} />);
    expect(await screen.findByDisplayValue('2027-12-28')).toBeInTheDocument();
  });
});
