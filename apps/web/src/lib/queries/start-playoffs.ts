import { playoffsResponseSchema, type PlayoffsResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** POST /league/{leagueId}/playoffs/start (commissioner): the seeded bracket; 409 with the reason when it is too early. */
export function startPlayoffs(leagueId: number): Promise<PlayoffsResponse> {
  return apiRequest(`/league/${leagueId}/playoffs/start`, { method: 'POST', schema: playoffsResponseSchema });
}

/**
 * Starting the playoffs changes the phase, the clock, the schedule and the bracket: everything under the
 * league's key is refreshed. `onStarted` lets a page show the seeded bracket before that refresh is back.
 */
export function useStartPlayoffs(leagueId: number, onStarted?: (bracket: PlayoffsResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startPlayoffs(leagueId),
    onSuccess: async (bracket) => {
      onStarted?.(bracket);
      await queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    },
  });
}
