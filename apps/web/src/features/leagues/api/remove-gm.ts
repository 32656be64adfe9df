import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** DELETE /league/{leagueId}/team/{teamId}/gm (commissioner). */
export function removeGm(leagueId: number, teamId: number) {
  return apiRequest(`/league/${leagueId}/team/${teamId}/gm`, { method: 'DELETE', schema: okSchema });
}

export function useRemoveGm(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => removeGm(leagueId, teamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
