import { boardNewThreadSchema, type CreateBoardThreadRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** POST /league/{leagueId}/board/channels/{channelId}/threads: a thread with its first post. */
export function createBoardThread(leagueId: number, channelId: number, request: CreateBoardThreadRequest) {
  return apiRequest(`/league/${leagueId}/board/channels/${channelId}/threads`, {
    method: 'POST',
    body: request,
    schema: boardNewThreadSchema,
  });
}

export function useCreateBoardThread(leagueId: number, channelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBoardThreadRequest) => createBoardThread(leagueId, channelId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all(leagueId) }),
  });
}
