import { awardsResponseSchema, type AwardsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /league/{id}/awards: a season's awards (the active season without `seasonId`). */
export function getAwards(leagueId: number, seasonId: number | null): Promise<AwardsResponse> {
  const query = seasonId === null ? '' : `?seasonId=${seasonId}`;
  return apiRequest(`/league/${leagueId}/awards${query}`, { schema: awardsResponseSchema });
}

export const awardsQueryOptions = (leagueId: number, seasonId: number | null = null) =>
  queryOptions({
    queryKey: ['league', leagueId, 'awards', seasonId ?? 'active'],
    queryFn: () => getAwards(leagueId, seasonId),
    enabled: leagueId > 0,
  });

export function useAwards(leagueId: number, seasonId: number | null = null) {
  return useQuery(awardsQueryOptions(leagueId, seasonId));
}
