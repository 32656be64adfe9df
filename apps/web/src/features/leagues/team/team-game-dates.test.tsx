import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, signedInRoutes } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import type { GameListItem } from '@rinkside/domain';
import { leagueDetail, teamDetail } from '../test/league-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe("The team page's recent games", () => {
  it("date each game in the league's time zone, not the browser's", async () => {
    // 02:30 UTC on Oct 15 is the evening of Oct 14 in New York, where this league plays.
    const lateGame: GameListItem = {
      gameId: 90,
      home: 'Boston Bruins',
      away: 'Ottawa Senators',
      homeTeamId: 14,
      awayTeamId: 15,
      homeAbbreviation: 'BOS',
      awayAbbreviation: 'OTT',
      date: '2026-10-15T02:30:00.000Z',
      isSimulated: true,
      homeScore: 3,
      awayScore: 2,
      decidedIn: 'regulation',
      score: '3-2',
      simulationData: null,
    };
    mockApi({
      ...signedInRoutes,
      'GET /league/3': { body: leagueDetail() },
      'GET /team/league/3/team/14': { body: teamDetail([]) },
      'GET /league/3/clock': {
        body: {
          date: '2026-10-20',
          timeZone: 'America/New_York',
          phase: 'regular',
          seasonId: 1,
          regularSeasonComplete: false,
          seasonStartDate: '2026-10-01',
          seasonEndDate: null,
        },
      },
      'GET /simulation/league/3/games?teamId=14': { body: [lateGame] },
    });
    renderApp('/league/3/team/14');
    const recent = await screen.findByRole('region', { name: 'Recent Games' });
    expect(await within(recent).findByText(/Oct 14, 2026/)).toBeInTheDocument();
    expect(within(recent).queryByText(/Oct 15, 2026/)).not.toBeInTheDocument();
  });
});
