import { draftActionResponseSchema, type DraftResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey, draftQueryOptions } from './get-draft';

/** POST /league/{leagueId}/draft/undo (commissioner): takes back pick `overall` and every pick after it. */
export function undoDraftPicks(leagueId: number, overall: number): Promise<DraftResponse> {
  return apiRequest(`/league/${leagueId}/draft/undo`, {
    method: 'POST',
    body: { overall },
    schema: draftActionResponseSchema,
  });
}

export function useUndoDraftPicks(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (overall: number) => undoDraftPicks(leagueId, overall),
    onSuccess: (draft) => queryClient.setQueryData(draftQueryOptions(leagueId).queryKey, draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKey(leagueId) }),
  });
}
