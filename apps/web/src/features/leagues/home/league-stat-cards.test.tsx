import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { SeasonProgress, StandingsTop } from './home-queries';
import { LeagueStatCards } from './league-stat-cards';

const answered = <T,>(data: T) => ({ data, isError: false }) as unknown as UseQueryResult<T>;

describe('LeagueStatCards', () => {
  it('labels each total by what it counts: games with the playoffs, goals of the regular season', () => {
    const progress: SeasonProgress = {
      seasonId: 1,
      timeZone: 'America/Toronto',
      total: 1396,
      played: 1396,
      upcoming: [],
    };
    const standings: StandingsTop = { teams: 32, anyPlayed: true, goals: 8312, top: [] };
    renderWithProviders(
      <LeagueStatCards
        teams={32}
        players={736}
        schedule={answered(progress)}
        standings={answered(standings)}
      />,
    );
    expect(screen.getByText('1,396 played · playoffs included')).toBeInTheDocument();
    expect(screen.getByText('8,312')).toBeInTheDocument();
    expect(screen.getByText('regular season · a shootout win counts one')).toBeInTheDocument();
  });
});
