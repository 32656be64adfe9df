import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** PUT /league/{leagueId}/team/{teamId}/gm: make a user (by username) the team's GM (commissioner). */
export function assignGm(leagueId: number, teamId: number, username: string) {
  return apiRequest(`/league/${leagueId}/team/${teamId}/gm`, {
    method: 'PUT',
    body: { username },
    schema: okSchema,
  });
}

export function useAssignGm(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, username }: { teamId: number; username: string }) =>
      assignGm(leagueId, teamId, username),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
