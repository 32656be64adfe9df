import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/** POST /league/{leagueId}/teams/{teamId}/vacate (commissioner): removes a long-inactive GM, reopens recruitment. */
export function vacateSeat(leagueId: number, teamId: number) {
  return apiRequest(`/league/${leagueId}/teams/${teamId}/vacate`, { method: 'POST', schema: okSchema });
}

export function useVacateSeat(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => vacateSeat(leagueId, teamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
