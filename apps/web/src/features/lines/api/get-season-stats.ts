import { leagueStatsResponseSchema, type LeagueStatsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{id}/stats: season totals, for GP and G/A/P (goalies W/L/saves) in the roster tables. */
export function getSeasonStats(leagueId: number): Promise<LeagueStatsResponse> {
  return apiRequest(`/league/${leagueId}/stats`, { schema: leagueStatsResponseSchema });
}

export const seasonStatsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'stats'],
    queryFn: () => getSeasonStats(leagueId),
    enabled: leagueId > 0,
  });

export function useSeasonStats(leagueId: number) {
  return useQuery(seasonStatsQueryOptions(leagueId));
}
