import type { DraftProspectsResponse, LeagueClock } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedOutRoutes } from '../../test/api-mock';
import { draftTeams, testProspect } from '../../test/draft-fixtures';
import { renderWithProviders } from '../../test/render';
import { DraftProspectsPage } from './draft-prospects-page';

const visible = (prospects: DraftProspectsResponse['prospects']): DraftProspectsResponse => ({
  seasonId: 2,
  year: 2027,
  visible: true,
  visibleFrom: null,
  scoutingProgress: 0.4,
  prospects,
});

const clock: LeagueClock = {
  date: '2026-11-20',
  timeZone: 'America/New_York',
  phase: 'regular',
  seasonId: 2,
  regularSeasonComplete: false,
  seasonStartDate: null,
  seasonEndDate: null,
};

function renderClass(body: DraftProspectsResponse) {
  mockApi({
    ...signedOutRoutes,
    'GET /league/3/draft/prospects': { body },
    'GET /league/3/clock': { body: clock },
  });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/draft/prospects" element={<DraftProspectsPage />} />
    </Routes>,
    '/league/3/draft/prospects',
  );
}

const names = () =>
  within(screen.getByTestId('prospect-rankings'))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('Draft prospects', () => {
  it('ranks the class, sorts by a column and filters to the available at a position', async () => {
    renderClass(
      visible([
        testProspect(1, { name: 'Ann Centre', overall: 48 }),
        testProspect(2, { name: 'Bo Defender', position: 'D', overall: 55 }),
        testProspect(3, {
          name: 'Cy Taken',
          position: 'D',
          overall: 60,
          drafted: { overall: 1, team: draftTeams[0] },
        }),
      ]),
    );
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(names()).toEqual(['Ann Centre', 'Bo Defender', 'Cy Taken']);
    await userEvent.click(screen.getByRole('button', { name: /Overall today/ }));
    expect(names()).toEqual(['Cy Taken', 'Bo Defender', 'Ann Centre']);
    await userEvent.click(screen.getByRole('switch', { name: 'Available only' }));
    expect(names()).toEqual(['Bo Defender', 'Ann Centre']);
    await userEvent.click(screen.getByRole('textbox', { name: 'Position' }));
    await userEvent.click(await screen.findByRole('option', { name: 'D' }));
    expect(names()).toEqual(['Bo Defender']);
  });

  it('before mid-season: says from when the class shows', async () => {
    renderClass({
      seasonId: 2,
      year: 2027,
      visible: false,
      visibleFrom: '2027-01-15T00:00:00.000Z',
      scoutingProgress: 0,
      prospects: [],
    });
    expect(await screen.findByText('The scouts have not seen this class yet')).toBeInTheDocument();
    // Midnight UTC on Jan 15 is still Jan 14 in the league's New York.
    expect(await screen.findByText(/The class shows from Jan 14, 2027/)).toBeInTheDocument();
    expect(screen.queryByTestId('prospect-rankings')).not.toBeInTheDocument();
  });
});
