import { gameRetryResponseSchema, type GameRetryResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { quarantinedGamesQueryOptions } from './get-quarantined-games';

/** POST /league/{id}/games/{gameId}/retry (commissioner): tries a set-aside game again, at once. */
export function retryGame(leagueId: number, gameId: number): Promise<GameRetryResponse> {
  return apiRequest(`/league/${leagueId}/games/${gameId}/retry`, {
    method: 'POST',
    schema: gameRetryResponseSchema,
  });
}

export function useRetryGame(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: number) => retryGame(leagueId, gameId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: quarantinedGamesQueryOptions(leagueId).queryKey }),
  });
}
