import { leagueStatsResponseSchema, type LeagueStatsResponse, type SeasonType } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/stats: season totals of every skater and goalie (playoff totals with 'playoff'). */
export function getLeagueStats(
  leagueId: number,
  seasonType: SeasonType = 'regular',
): Promise<LeagueStatsResponse> {
  const query = seasonType === 'regular' ? '' : `?seasonType=${seasonType}`;
  return apiRequest(`${leaguePaths.stats(leagueId)}${query}`, { schema: leagueStatsResponseSchema });
}

export const leagueStatsQueryOptions = (leagueId: number, seasonType: SeasonType = 'regular') =>
  queryOptions({
    queryKey: ['league', leagueId, 'stats', ...(seasonType === 'regular' ? [] : [seasonType])],
    queryFn: () => getLeagueStats(leagueId, seasonType),
    enabled: leagueId > 0,
  });

export function useLeagueStats(leagueId: number, seasonType: SeasonType = 'regular') {
  return useQuery(leagueStatsQueryOptions(leagueId, seasonType));
}
