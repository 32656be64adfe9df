import { deskResponseSchema, type DeskResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/desk: the signed-in GM's desk in one league. */
export function getDesk(leagueId: number): Promise<DeskResponse> {
  return apiRequest(`/league/${leagueId}/desk`, { schema: deskResponseSchema });
}

/** Under the league's key, so anything that invalidates the league refreshes the desk too. */
export const deskQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'desk'],
    queryFn: () => getDesk(leagueId),
    enabled: leagueId > 0,
  });

export function useDesk(leagueId: number) {
  return useQuery(deskQueryOptions(leagueId));
}
