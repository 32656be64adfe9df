import { playoffsResponseSchema, type PlayoffsResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { playoffsQueryOptions } from './get-playoffs';

/** POST /league/{leagueId}/playoffs/start (commissioner): the seeded bracket; 409 with the reason when it is too early. */
export function startPlayoffs(leagueId: number): Promise<PlayoffsResponse> {
  return apiRequest(`/league/${leagueId}/playoffs/start`, { method: 'POST', schema: playoffsResponseSchema });
}

export function useStartPlayoffs(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startPlayoffs(leagueId),
    onSuccess: async (bracket) => {
      // The new bracket shows at once; the phase, the clock and the schedule it changed refresh behind it.
      queryClient.setQueryData(playoffsQueryOptions(leagueId).queryKey, bracket);
      await queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    },
  });
}
