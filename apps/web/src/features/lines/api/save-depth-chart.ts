import { okSchema, type DepthChartIds } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { depthChartQueryOptions } from './get-depth-chart';

/** PUT /team/league/{leagueId}/team/{teamId}/depth-chart with the whole chart in depth order. */
export function saveDepthChart(leagueId: number, teamId: number, depthChart: DepthChartIds) {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/depth-chart`, {
    method: 'PUT',
    body: { depthChart },
    schema: okSchema,
  });
}

export function useSaveDepthChart(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (depthChart: DepthChartIds) => saveDepthChart(leagueId, teamId, depthChart),
    onSuccess: () => queryClient.invalidateQueries(depthChartQueryOptions(leagueId, teamId)),
  });
}
