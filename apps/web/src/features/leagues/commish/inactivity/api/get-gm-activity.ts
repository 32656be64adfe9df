import { gmActivityResponseSchema, type GmActivityResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/** GET /league/{leagueId}/gm-activity (commissioner): each GM's last activity, autopilot and vacate offer. */
export function getGmActivity(leagueId: number): Promise<GmActivityResponse> {
  return apiRequest(`/league/${leagueId}/gm-activity`, { schema: gmActivityResponseSchema });
}

export const gmActivityQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'gm-activity'],
    queryFn: () => getGmActivity(leagueId),
    enabled: leagueId > 0,
  });

export function useGmActivity(leagueId: number) {
  return useQuery(gmActivityQueryOptions(leagueId));
}
