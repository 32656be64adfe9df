import { seasonProgressResponseSchema, type SeasonProgressResponse } from '@rinkside/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/schedule/progress: the active season's games played of all, and its next ones. */
export function getSeasonProgress(leagueId: number): Promise<SeasonProgressResponse> {
  return apiRequest(leaguePaths.seasonProgress(leagueId), { schema: seasonProgressResponseSchema });
}

// Under the schedule's key, so what refreshes the schedule refreshes it too.
export const seasonProgressQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'schedule', 'progress'],
    queryFn: () => getSeasonProgress(leagueId),
    enabled: leagueId > 0,
  });
