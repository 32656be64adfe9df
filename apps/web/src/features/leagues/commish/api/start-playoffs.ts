import { playoffsResponseSchema, type PlayoffsResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';

/** POST /league/{leagueId}/playoffs/start (commissioner): the seeded bracket; 409 with the reason when it is too early. */
export function startPlayoffs(leagueId: number): Promise<PlayoffsResponse> {
  return apiRequest(`/league/${leagueId}/playoffs/start`, { method: 'POST', schema: playoffsResponseSchema });
}

export function useStartPlayoffs(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startPlayoffs(leagueId),
    // The phase, the clock, the schedule and the bracket all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
