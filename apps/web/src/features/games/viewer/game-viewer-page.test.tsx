import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCalls, mockApi, signedOutRoutes } from '../../../test/api-mock';
import { gameDetail, played, sampleGame } from '../test/game-data';
import { renderGames } from '../test/render-games';
import { homeShare } from './team-stat-bars';
import { periodColumns } from './period-table';

afterEach(() => vi.unstubAllGlobals());

const simulated = gameDetail(4, -30, { ...played(2, 1), simulationData: sampleGame() });

describe('Game viewer (SPEC §2)', () => {
  it("dates the game in its league's time zone, as Game Center does, whatever the browser's", async () => {
    const late = { ...simulated, date: '2026-11-27T00:30:00.000Z' };
    mockApi({ ...signedOutRoutes, 'GET /simulation/game/4': { body: late } });
    renderGames('/league/1/game/viewer?gameId=4');
    expect((await screen.findAllByText('Thu, Nov 26, 2026 • 19:30')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Nov 27/)).not.toBeInTheDocument();
  });

  it('loads the game by gameId when opened from a link (no navigation state)', async () => {
    const fetchMock = mockApi({ ...signedOutRoutes, 'GET /simulation/game/4': { body: simulated } });
    renderGames('/league/1/game/viewer?gameId=4');
    const header = await screen.findByRole('region', {
      name: 'Final score: Toronto Maple Leafs 2, Montreal Canadiens 1',
    });
    expect(within(header).getByText('Home · SOG 3')).toBeInTheDocument();
    expect(apiCalls(fetchMock)).toContain('GET /simulation/game/4');
    // Period table with the abbreviations, 1st 2nd 3rd T.
    const table = screen.getByRole('table', { name: 'Scoring by Period' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Team', '1st', '2nd', '3rd', 'T']);
    expect(within(table).getByRole('row', { name: /TOR/ })).toHaveTextContent('TOR1012');
    // Three stars: skater G/A/P, goalie GAA and SV%.
    expect(screen.getByText('2 G · 0 A · 2 P')).toBeInTheDocument();
    expect(screen.getByText('1.00 GAA · .968 SV%')).toBeInTheDocument();
    // Play-by-play grouped by period with SPEC §9 labels.
    await userEvent.click(screen.getByRole('tab', { name: 'Play-by-Play' }));
    const first = screen.getByRole('region', { name: '1st Period' });
    expect(within(first).getAllByText('Penalty').length).toBeGreaterThan(0);
    expect(within(first).getByText('End of Period')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '2nd Period' })).getByText('Penalty Expired'),
    ).toBeInTheDocument();
  });

  it('uses the navigation state without a request, and shows the box score and the summary', async () => {
    const fetchMock = mockApi({ ...signedOutRoutes });
    renderGames('/league/1/game/viewer?gameId=4', {
      simulationData: sampleGame(),
      home: 'Toronto',
      away: 'Montreal',
    });
    await screen.findByRole('region', { name: 'Final score: Toronto 2, Montreal 1' });
    expect(apiCalls(fetchMock).some((c) => c.startsWith('GET /simulation'))).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Box Score' }));
    const skaters = screen.getByRole('table', { name: 'Toronto skaters' });
    const row = within(skaters).getByRole('row', { name: /John Tavares/ });
    expect(within(row).getByText('19:05')).toBeInTheDocument();
    expect(within(row).getByText('60.0%')).toBeInTheDocument();
    // FO% only for forwards.
    const defence = within(screen.getByRole('table', { name: 'Montreal skaters' })).getByRole('row', {
      name: /Nick Suzuki/,
    });
    expect(within(defence).queryByText('60.0%')).not.toBeInTheDocument();
    const goalies = screen.getByRole('table', { name: 'Toronto goalies' });
    expect(within(goalies).getByText('.968')).toBeInTheDocument();
    expect(within(goalies).getByText('1.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Game Summary' }));
    const first = screen.getByRole('region', { name: '1st Period summary' });
    expect(within(first).getByText('John Tavares')).toBeInTheDocument();
    expect(within(first).getByText('PP')).toBeInTheDocument();
    expect(within(first).getByText('Nick Suzuki (Montreal): Tripping, 2 min')).toBeInTheDocument();
    const third = screen.getByRole('region', { name: '3rd Period summary' });
    expect(within(third).getByText('Toronto · Assists: Sam Woll')).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it("says 'Missing game data…' for a game not simulated yet", async () => {
    mockApi({ ...signedOutRoutes, 'GET /simulation/game/5': { body: gameDetail(5, 1) } });
    renderGames('/league/1/game/viewer?gameId=5');
    expect(await screen.findByText('Missing game data…')).toBeInTheDocument();
  });

  it("offers 'Try Again' when the game cannot be loaded", async () => {
    mockApi({
      ...signedOutRoutes,
      'GET /simulation/game/6': { status: 404, body: { error: 'Not Found', message: 'Game not found.' } },
    });
    renderGames('/league/1/game/viewer?gameId=6');
    expect(await screen.findByText('Failed to Load Game')).toBeInTheDocument();
    expect(screen.getByText('Game not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('side panel rules', () => {
  it('splits a stat bar proportionally, 50/50 when both are zero', () => {
    expect(homeShare(0, 0)).toBe(50);
    expect(homeShare(30, 10)).toBe(75);
  });

  it('adds OT when played and SO after a shootout, so the row adds up to T', () => {
    const game = sampleGame();
    const shootout = {
      ...game,
      decidedIn: 'SO' as const,
      homeScore: 2,
      awayScore: 1,
      statistics: {
        teamA: { ...game.statistics.teamA, goalsByPeriod: [1, 0, 0, 0] },
        teamB: { ...game.statistics.teamB, goalsByPeriod: [0, 1, 0, 0] },
      },
    };
    expect(periodColumns(shootout)).toEqual({
      labels: ['1st', '2nd', '3rd', 'OT', 'SO', 'T'],
      home: [1, 0, 0, 0, 1, 2],
      away: [0, 1, 0, 0, 0, 1],
    });
  });
});
