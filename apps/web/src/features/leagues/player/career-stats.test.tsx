import type { PlayerCareerResponse, SkaterCareerLine } from '@rinkside/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp, renderWithProviders } from '../../../test/render';
import { leagueDetail, player } from '../test/league-fixtures';
import { CareerParts } from './career-stats';

afterEach(() => vi.unstubAllGlobals());

const bruins = { id: 14, name: 'Boston Bruins', abbreviation: 'BOS' };
const senators = { id: 15, name: 'Ottawa Senators', abbreviation: 'OTT' };
const line = (gamesPlayed: number, goals: number, assists: number, plusMinus: number): SkaterCareerLine => ({
  gamesPlayed,
  goals,
  assists,
  points: goals + assists,
  plusMinus,
  pim: 2,
  shots: goals * 5,
});

const skater: PlayerCareerResponse = {
  playerId: 1,
  kind: 'skater',
  regular: {
    rows: [
      { seasonId: 1, seasonLabel: '2026–27', seasonType: 'regular', team: bruins, ...line(82, 30, 40, 12) },
      { seasonId: 2, seasonLabel: '2027–28', seasonType: 'regular', team: bruins, ...line(20, 5, 6, -3) },
      { seasonId: 2, seasonLabel: '2027–28', seasonType: 'regular', team: senators, ...line(60, 21, 19, 4) },
    ],
    totals: { ...line(162, 56, 65, 13), pim: 6, seasons: 2 },
  },
  playoff: {
    rows: [{ seasonId: 1, seasonLabel: '2026–27', seasonType: 'playoff', team: bruins, ...line(7, 3, 2, 1) }],
    totals: { ...line(7, 3, 2, 1), seasons: 1 },
  },
};

// The numbers after the team (whose cell holds its abbreviation and its name, one shown by screen width).
const numbers = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((c) => c.textContent);
const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row');

describe('Career table (SPEC §2 Player page)', () => {
  it('lists a skater season by season, a traded season per team, and the career line below', () => {
    renderWithProviders(<CareerParts career={skater} leagueId={3} />);
    const [header, ...rows] = rowsOf('Regular season');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Season', 'Team', 'GP', 'G', 'A', 'P', '+/-', 'PIM', 'SOG']);
    expect(rows.map((r) => within(r).queryByRole('rowheader')?.textContent ?? null)).toEqual([
      '2026–27',
      '2027–28',
      '2027–28',
      null,
    ]);
    expect(numbers(rows[1] as HTMLElement)).toEqual(['20', '5', '6', '11', '-3', '2', '25']);
    expect(within(rows[2] as HTMLElement).getByRole('link', { name: 'Ottawa Senators' })).toHaveAttribute(
      'href',
      '/league/3/team/15',
    );
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Career', '2 seasons', '162', '56', '65', '121', '+13', '6', '280']);
    const [, playoffRow, playoffTotals] = rowsOf('Playoffs');
    expect(numbers(playoffRow as HTMLElement)).toEqual(['7', '3', '2', '5', '+1', '2', '15']);
    expect(within(playoffTotals as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('1 season');
  });

  it("shows a goalie's record, save percentage, GAA and shutouts", () => {
    const goalie = {
      gamesPlayed: 40,
      wins: 25,
      losses: 10,
      otLosses: 5,
      savePercentage: 0.9172,
      goalsAgainstAverage: 2.456,
      shutouts: 4,
      shotsAgainst: 1100,
    };
    renderWithProviders(
      <CareerParts
        leagueId={3}
        career={{
          playerId: 9,
          kind: 'goalie',
          regular: {
            rows: [{ seasonId: 1, seasonLabel: '2026–27', seasonType: 'regular', team: bruins, ...goalie }],
            totals: { ...goalie, seasons: 1 },
          },
          playoff: { rows: [], totals: { ...goalie, gamesPlayed: 0, seasons: 0 } },
        }}
      />,
    );
    const [header, row] = rowsOf('Regular season');
    expect(within(header as HTMLElement).getByTitle('Save percentage')).toHaveTextContent('SV%');
    expect(numbers(row as HTMLElement)).toEqual(['40', '25', '10', '5', '.917', '2.46', '4']);
    // No playoff games: a line says so, with no empty table.
    expect(screen.queryByRole('table', { name: 'Playoffs' })).not.toBeInTheDocument();
    expect(screen.getByText('Playoffs: No playoff games yet.')).toBeInTheDocument();
  });

  it('says so when he has not played, with no table', () => {
    const none = { rows: [], totals: { ...line(0, 0, 0, 0), pim: 0, seasons: 0 } };
    renderWithProviders(
      <CareerParts leagueId={3} career={{ playerId: 1, kind: 'skater', regular: none, playoff: none }} />,
    );
    expect(screen.getByText('He has not played a game in this league yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is a card of the player page, read from his career', async () => {
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /league/3/player/1': { body: { ...player(1, 'Ola', 'Nordmann', 'C'), team: bruins } },
      'GET /league/3/player/1/career': { body: skater },
    });
    renderApp('/league/3/player/1');
    const card = await screen.findByRole('region', { name: 'Career' });
    expect(await within(card).findByRole('table', { name: 'Regular season' })).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: 'Playoffs' })).toBeInTheDocument();
  });
});
