import { leagueStatsResponseSchema, type LeagueStatsResponse, type SeasonType } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';
import { seasonKey, seasonQuery } from './season-query';

/**
 * GET /league/{id}/stats: season totals of every skater and goalie (playoff totals with 'playoff'); the
 * active season's without `seasonId`.
 */
export function getLeagueStats(
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
): Promise<LeagueStatsResponse> {
  return apiRequest(`${leaguePaths.stats(leagueId)}${seasonQuery(seasonType, seasonId)}`, {
    schema: leagueStatsResponseSchema,
  });
}

// The active season's regular season keeps its bare key, under which the home's leaders are kept too.
export const leagueStatsQueryOptions = (
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
) =>
  queryOptions({
    queryKey: ['league', leagueId, 'stats', ...seasonKey(seasonType, seasonId)],
    queryFn: () => getLeagueStats(leagueId, seasonType, seasonId),
    enabled: leagueId > 0,
  });

export function useLeagueStats(leagueId: number, seasonType: SeasonType = 'regular', seasonId?: number) {
  return useQuery(leagueStatsQueryOptions(leagueId, seasonType, seasonId));
}
