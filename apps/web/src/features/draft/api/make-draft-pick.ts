import { draftResponseSchema, type DraftResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey } from './get-draft';

/** POST /league/{leagueId}/draft/pick: the team on the clock takes a prospect. */
export function makeDraftPick(leagueId: number, playerId: number): Promise<DraftResponse> {
  return apiRequest(`/league/${leagueId}/draft/pick`, {
    method: 'POST',
    body: { playerId },
    schema: draftResponseSchema,
  });
}

/** A pick, made or refused (someone else was quicker), changes the board, the class and the queue. */
export function useMakeDraftPick(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => makeDraftPick(leagueId, playerId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKey(leagueId) }),
  });
}
