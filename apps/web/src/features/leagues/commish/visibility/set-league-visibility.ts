import { type LeagueVisibility, leagueVisibilityResponseSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';
import { leagueQueryOptions } from '../../../../lib/league-query';

/** PUT /league/{leagueId}/settings/visibility (commissioner). */
export function setLeagueVisibility(leagueId: number, visibility: LeagueVisibility) {
  return apiRequest(`/league/${leagueId}/settings/visibility`, {
    method: 'PUT',
    body: { visibility },
    schema: leagueVisibilityResponseSchema,
  });
}

export function useSetLeagueVisibility(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: LeagueVisibility) => setLeagueVisibility(leagueId, visibility),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leagueQueryOptions(leagueId).queryKey }),
  });
}
