import { goaliePlanResponseSchema, type GoaliePlanResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /team/league/{leagueId}/team/{teamId}/goalie-plan: the plan (the default until set) and whether the viewer may change it. */
export function getGoaliePlan(leagueId: number, teamId: number): Promise<GoaliePlanResponse> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/goalie-plan`, {
    schema: goaliePlanResponseSchema,
  });
}

export const goaliePlanQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'goalie-plan'],
    queryFn: () => getGoaliePlan(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useGoaliePlan(leagueId: number, teamId: number) {
  return useQuery(goaliePlanQueryOptions(leagueId, teamId));
}
