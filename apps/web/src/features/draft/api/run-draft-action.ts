import { draftActionResponseSchema, type DraftResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftKey, draftQueryOptions } from './get-draft';

/** The commissioner's controls of the room. */
export type DraftAction = 'lottery' | 'start' | 'pause' | 'resume' | 'undo' | 'auto';

/** POST /league/{leagueId}/draft/{action} (commissioner only): the draft as it stands after. */
export function runDraftAction(leagueId: number, action: DraftAction): Promise<DraftResponse> {
  return apiRequest(`/league/${leagueId}/draft/${action}`, {
    method: 'POST',
    body: {},
    schema: draftActionResponseSchema,
  });
}

export function useRunDraftAction(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: DraftAction) => runDraftAction(leagueId, action),
    onSuccess: (draft) => queryClient.setQueryData(draftQueryOptions(leagueId).queryKey, draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: draftKey(leagueId) }),
  });
}
