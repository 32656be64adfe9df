import { draftQueueSchema, type DraftQueue } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { draftQueueQueryOptions } from './get-draft-queue';

/** PUT /league/{leagueId}/draft/queue: the whole list, in order. */
export function saveDraftQueue(leagueId: number, playerIds: number[]): Promise<DraftQueue> {
  return apiRequest(`/league/${leagueId}/draft/queue`, {
    method: 'PUT',
    body: { playerIds },
    schema: draftQueueSchema,
  });
}

/** Shows the new order at once; a refused save puts back the order the server holds. */
export function useSaveDraftQueue(leagueId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = draftQueueQueryOptions(leagueId, true);
  return useMutation({
    mutationFn: (playerIds: number[]) => saveDraftQueue(leagueId, playerIds),
    onMutate: async (playerIds) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, { playerIds });
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
