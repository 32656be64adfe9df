import { leagueStatsResponseSchema, type LeagueStatsResponse } from '@rinkside/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/stats/leaders: the active regular season's leaders' rows of /stats, alone. */
export function getLeagueLeaders(leagueId: number): Promise<LeagueStatsResponse> {
  return apiRequest(leaguePaths.leaders(leagueId), { schema: leagueStatsResponseSchema });
}

// Under the stats' key, so what refreshes the season's stats refreshes it too.
export const leagueLeadersQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'stats', 'leaders'],
    queryFn: () => getLeagueLeaders(leagueId),
    enabled: leagueId > 0,
  });
