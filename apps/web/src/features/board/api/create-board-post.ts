import { boardPostSchema, type BoardPost } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** POST /league/{leagueId}/board/threads/{threadId}/posts: a reply. */
export function createBoardPost(leagueId: number, threadId: number, body: string): Promise<BoardPost> {
  return apiRequest(`/league/${leagueId}/board/threads/${threadId}/posts`, {
    method: 'POST',
    body: { body },
    schema: boardPostSchema,
  });
}

export function useCreateBoardPost(leagueId: number, threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createBoardPost(leagueId, threadId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all(leagueId) }),
  });
}
