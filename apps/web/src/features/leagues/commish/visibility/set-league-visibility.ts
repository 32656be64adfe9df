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

/** What the commissioner is told of a change: the visibility saved, or why it was not. */
export interface VisibilityTold {
  saved: (visibility: LeagueVisibility) => void;
  failed: (error: unknown) => void;
}

/**
 * The change, telling `told` once it is answered. Told by the mutation itself, not by `mutate`'s own
 * callbacks: the league read again after a change shows the form afresh (the page keys it on the
 * visibility), and `mutate`'s callbacks die with the form that called it.
 */
export function useSetLeagueVisibility(leagueId: number, told: VisibilityTold) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: LeagueVisibility) => setLeagueVisibility(leagueId, visibility),
    onSuccess: ({ visibility }) => {
      told.saved(visibility);
      return queryClient.invalidateQueries({ queryKey: leagueQueryOptions(leagueId).queryKey });
    },
    onError: (error) => told.failed(error),
  });
}
