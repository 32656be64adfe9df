import { goaliePlanResponseSchema, type GoaliePlan, type GoaliePlanResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { goaliePlanQueryOptions } from './get-goalie-plan';

/** PUT .../goalie-plan with { goaliePlan }; 400 says which value is wrong, 403 for another team. */
export function saveGoaliePlan(
  leagueId: number,
  teamId: number,
  goaliePlan: GoaliePlan,
): Promise<GoaliePlanResponse> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}/goalie-plan`, {
    method: 'PUT',
    body: { goaliePlan },
    schema: goaliePlanResponseSchema,
  });
}

export function useSaveGoaliePlan(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: GoaliePlan) => saveGoaliePlan(leagueId, teamId, plan),
    onSuccess: (saved) => queryClient.setQueryData(goaliePlanQueryOptions(leagueId, teamId).queryKey, saved),
  });
}
