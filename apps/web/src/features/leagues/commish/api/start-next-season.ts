import { rolloverResponseSchema, type RolloverResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';

/** POST /league/{leagueId}/season/next (commissioner, offseason only): the summer, then a new season; 409 with the reason otherwise. */
export function startNextSeason(leagueId: number): Promise<RolloverResponse> {
  return apiRequest(`/league/${leagueId}/season/next`, { method: 'POST', schema: rolloverResponseSchema });
}

export function useStartNextSeason(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startNextSeason(leagueId),
    // Every season-scoped view of the league (clock, schedule, games, standings, playoffs) turns over.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
