import { coCommissionersResponseSchema, type CoCommissionersResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/co-commissioners: the owner, the co-commissioners, whether the viewer may change them. */
export function getCoCommissioners(leagueId: number): Promise<CoCommissionersResponse> {
  return apiRequest(`/league/${leagueId}/co-commissioners`, { schema: coCommissionersResponseSchema });
}

export const coCommissionersQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'co-commissioners'],
    queryFn: () => getCoCommissioners(leagueId),
    enabled: leagueId > 0,
  });

export function useCoCommissioners(leagueId: number) {
  return useQuery(coCommissionersQueryOptions(leagueId));
}
