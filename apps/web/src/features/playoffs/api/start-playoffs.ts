import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/playoffs/start (commissioner); 409 with the reason when the season is not over. */
export function startPlayoffs(leagueId: number): Promise<unknown> {
  return apiRequest(`/league/${leagueId}/playoffs/start`, { method: 'POST', body: {} });
}

export function useStartPlayoffs(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startPlayoffs(leagueId),
    // The phase, the clock and the bracket all change: refresh everything the league shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
