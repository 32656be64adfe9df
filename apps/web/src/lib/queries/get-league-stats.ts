import { leagueStatsResponseSchema, type LeagueStatsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/stats: season totals of every skater and goalie. */
export function getLeagueStats(leagueId: number): Promise<LeagueStatsResponse> {
  return apiRequest(leaguePaths.stats(leagueId), { schema: leagueStatsResponseSchema });
}

export const leagueStatsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'stats'],
    queryFn: () => getLeagueStats(leagueId),
    enabled: leagueId > 0,
  });

export function useLeagueStats(leagueId: number) {
  return useQuery(leagueStatsQueryOptions(leagueId));
}
