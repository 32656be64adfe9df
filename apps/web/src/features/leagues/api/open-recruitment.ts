import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/team/{teamId}/recruitment: look for a GM for a team without one (commissioner). */
export function openRecruitment(leagueId: number, teamId: number) {
  return apiRequest(`/league/${leagueId}/team/${teamId}/recruitment`, { method: 'POST', schema: okSchema });
}

export function useOpenRecruitment(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: number) => openRecruitment(leagueId, teamId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'commish'] }),
  });
}
