import type { SeasonSummary } from '@rinkside/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSeasonChoice } from '../lib/season-choice';
import { apiCalls, mockApi, signedOutRoutes } from '../test/api-mock';
import { renderWithProviders } from '../test/render';
import { SeasonSelect } from './season-select';

afterEach(() => vi.unstubAllGlobals());

const season = (id: number, startYear: number, active: boolean): SeasonSummary => ({
  id,
  name: `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`,
  startYear,
  phase: active ? 'preseason' : 'offseason',
  active,
  championTeamId: active ? null : 11,
});
// Newest first, as GET /league/{id}/seasons answers; the ids run against the years so only the list's order decides.
const threeSeasons = [season(4, 2028, true), season(9, 2027, false), season(12, 2026, false)];

/** A season page in miniature: the selector, the season it would ask for, and the address. */
function SeasonPage() {
  const choice = useSeasonChoice(3);
  const location = useLocation();
  return (
    <>
      <SeasonSelect leagueId={3} value={choice.chosen} onChange={choice.choose} />
      <output aria-label="Showing">
        {choice.seasonId ?? 'current'} {choice.past ? 'read-only' : 'live'}
      </output>
      <output aria-label="Season name">{choice.label}</output>
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderSeasonPage(path: string, seasons: SeasonSummary[] = threeSeasons) {
  const fetchMock = mockApi({ ...signedOutRoutes, 'GET /league/3/seasons': { body: seasons } });
  renderWithProviders(
    <Routes>
      <Route path="/league/:leagueId/standings" element={<SeasonPage />} />
    </Routes>,
    path,
  );
  return fetchMock;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const showing = () => screen.getByRole('status', { name: 'Showing' }).textContent;

describe('SeasonSelect', () => {
  it("lists the seasons newest first as '2026–27' under a 'Season' label, the current one chosen", async () => {
    renderSeasonPage('/league/3/standings');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2028–29 (current)', '2027–28', '2026–27']);
    expect(select).toHaveValue('4');
    expect(address()).toBe('/league/3/standings');
    expect(showing()).toBe('current live');
  });

  it('keeps the chosen season in the address, read-only, and clears it when the current one is chosen again', async () => {
    renderSeasonPage('/league/3/standings?seasonType=playoff');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    await userEvent.selectOptions(select, '2027–28');
    expect(address()).toBe('/league/3/standings?seasonType=playoff&season=9');
    expect(select).toHaveValue('9');
    expect(showing()).toBe('9 read-only');

    await userEvent.selectOptions(select, '2028–29 (current)');
    expect(address()).toBe('/league/3/standings?seasonType=playoff');
    expect(showing()).toBe('current live');
  });

  it('is reached with Tab: a native select, which the browser lets arrow keys and type-ahead drive', async () => {
    renderSeasonPage('/league/3/standings');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    await userEvent.tab();
    expect(select).toHaveFocus();
    expect(select).not.toHaveAttribute('tabindex', '-1');
  });

  it('opens on the season a shared link or a reload names', async () => {
    renderSeasonPage('/league/3/standings?season=12');
    expect(await screen.findByRole('combobox', { name: 'Season' })).toHaveValue('12');
    expect(showing()).toBe('12 read-only');
  });

  it("reads the bracket's older ?seasonId= links too, and writes ?season= from then on", async () => {
    renderSeasonPage('/league/3/standings?seasonId=9');
    const select = await screen.findByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue('9');
    await userEvent.selectOptions(select, '2026–27');
    expect(address()).toBe('/league/3/standings?season=12');
  });

  it('treats a malformed ?season= as the current season', async () => {
    renderSeasonPage('/league/3/standings?season=abc');
    expect(await screen.findByRole('combobox', { name: 'Season' })).toHaveValue('4');
    expect(showing()).toBe('current live');
  });

  it('is hidden while the league has only one season', async () => {
    const fetchMock = renderSeasonPage('/league/3/standings', [season(4, 2026, true)]);
    // The seasons have arrived: the page knows the current one by name.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Season name' })).toHaveTextContent('2026–27'),
    );
    expect(apiCalls(fetchMock)).toContain('GET /league/3/seasons');
    expect(screen.queryByRole('combobox', { name: 'Season' })).not.toBeInTheDocument();
  });
});
