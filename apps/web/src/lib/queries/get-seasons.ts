import { seasonsResponseSchema, type SeasonSummary } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /league/{id}/seasons: every season of the league, the newest first. */
export function getSeasons(leagueId: number): Promise<SeasonSummary[]> {
  return apiRequest(`/league/${leagueId}/seasons`, { schema: seasonsResponseSchema });
}

export const seasonsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'seasons'],
    queryFn: () => getSeasons(leagueId),
    enabled: leagueId > 0,
  });

export function useSeasons(leagueId: number) {
  return useQuery(seasonsQueryOptions(leagueId));
}
