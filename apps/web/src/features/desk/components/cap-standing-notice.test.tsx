import type { CapSheetResponse, SeasonOpening } from '@rinkside/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { renderWithProviders } from '../../../test/render';
import { CapStandingNotice } from './cap-standing-notice';

afterEach(() => vi.unstubAllGlobals());

const season = { startYear: 2026, upperLimit: 104_000_000, floor: 76_900_000, minimumSalary: 850_000 };
const sheet = (payroll: number): CapSheetResponse => ({
  teamId: 31,
  season,
  payroll,
  breakdown: { roster: payroll, injuredReserve: 0, minors: 0, buried: 0, dead: 0, retained: 0 },
  capSpace: season.upperLimit - payroll,
  activeRoster: 23,
  contracts: 30,
  limits: { activeRosterMin: 20, activeRosterMax: 23, maxContracts: 50 },
  seasons: [],
  players: [],
  charges: [],
});
const opening = (fields: Partial<SeasonOpening> = {}): SeasonOpening => ({
  seasonId: 5,
  seasonName: '2026-27',
  phase: 'preseason',
  firstDay: '2026-10-08',
  floor: season.floor,
  begun: false,
  belowFloor: [{ teamId: 31, teamName: 'Toronto Maple Leafs', payroll: 70_000_000, short: 6_900_000 }],
  overriddenAt: null,
  held: true,
  ...fields,
});

/** The notice, found by its title (the test router's location probe is a status too). */
async function notice(): Promise<HTMLElement> {
  const found = (await screen.findByText('Payroll below the floor')).closest('[role="status"]');
  if (!(found instanceof HTMLElement)) throw new Error('No notice');
  return found;
}

describe('CapStandingNotice and the opening (docs/decisions/076)', () => {
  it('tells a GM under the floor before the season begins that it will not start until he reaches it', async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /league/4/team/31/cap': { body: sheet(70_000_000) },
      'GET /league/4/season/opening': { body: opening() },
    });
    renderWithProviders(<CapStandingNotice leagueId={4} teamId={31} />);
    expect(await screen.findByText(/The regular season will not start until you do\./)).toBeInTheDocument();
    expect(await notice()).toHaveTextContent('Your payroll of $70.0M is $6.9M under the floor of $76.9M');
  });

  it('says nothing of the start once the commissioner started the season anyway, or once it began', async () => {
    for (const fields of [
      { overriddenAt: '2026-10-09T12:00:00.000Z', held: false },
      { begun: true, held: false },
    ]) {
      const fetchMock = mockApi({
        ...signedOutRoutes,
        'GET /league/4/team/31/cap': { body: sheet(70_000_000) },
        'GET /league/4/season/opening': { body: opening(fields) },
      });
      const { unmount } = renderWithProviders(<CapStandingNotice leagueId={4} teamId={31} />);
      expect(await notice()).toHaveTextContent('under the floor');
      await vi.waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/4/season/opening'));
      expect(screen.queryByText(/will not start/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('does not ask about the opening for a payroll at or above the floor', async () => {
    const fetchMock = mockApi({
      ...signedOutRoutes,
      'GET /league/4/team/31/cap': { body: sheet(season.floor) },
      'GET /league/4/season/opening': { body: opening() },
    });
    renderWithProviders(<CapStandingNotice leagueId={4} teamId={31} />);
    await vi.waitFor(() => expect(apiCalls(fetchMock)).toContain('GET /league/4/team/31/cap'));
    expect(apiCalls(fetchMock)).not.toContain('GET /league/4/season/opening');
    expect(screen.queryByText(/Payroll (below|over)/)).not.toBeInTheDocument();
  });
});
