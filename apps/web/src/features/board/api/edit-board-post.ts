import { boardPostSchema, type BoardPost } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** PATCH /league/{leagueId}/board/posts/{postId}: one's own post, shown as edited. */
export function editBoardPost(leagueId: number, postId: number, body: string): Promise<BoardPost> {
  return apiRequest(`/league/${leagueId}/board/posts/${postId}`, {
    method: 'PATCH',
    body: { body },
    schema: boardPostSchema,
  });
}

export function useEditBoardPost(leagueId: number, threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: string }) => editBoardPost(leagueId, postId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.posts(leagueId, threadId) }),
  });
}
