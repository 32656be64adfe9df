import { boardThreadSchema, type BoardThread } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

export type BoardThreadModeration = 'pin' | 'lock';

/** POST /league/{leagueId}/board/threads/{threadId}/pin|lock with { pinned | locked }: commissioners only. */
export function moderateBoardThread(
  leagueId: number,
  threadId: number,
  what: BoardThreadModeration,
  on: boolean,
): Promise<BoardThread> {
  return apiRequest(`/league/${leagueId}/board/threads/${threadId}/${what}`, {
    method: 'POST',
    body: what === 'pin' ? { pinned: on } : { locked: on },
    schema: boardThreadSchema,
  });
}

export function useModerateBoardThread(leagueId: number, threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ what, on }: { what: BoardThreadModeration; on: boolean }) =>
      moderateBoardThread(leagueId, threadId, what, on),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all(leagueId) }),
  });
}
