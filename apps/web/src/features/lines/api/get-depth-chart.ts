import { depthChartResponseSchema, type DepthChartResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /team/league/{leagueId}/team/{teamId}/depth-chart (SPEC §3 depth chart, plus `editable`). */
export function getDepthChart(leagueId: number, teamId: number): Promise<DepthChartResponse> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/depth-chart`, {
    schema: depthChartResponseSchema,
  });
}

export const depthChartQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'depth-chart'],
    queryFn: () => getDepthChart(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useDepthChart(leagueId: number, teamId: number) {
  return useQuery(depthChartQueryOptions(leagueId, teamId));
}
