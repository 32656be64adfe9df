import { boardPostSchema, type BoardPost, type BoardReaction } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** PUT (on) or DELETE (off) /league/{leagueId}/board/posts/{postId}/reactions/{emoji}. */
export function reactToBoardPost(
  leagueId: number,
  postId: number,
  emoji: BoardReaction,
  on: boolean,
): Promise<BoardPost> {
  return apiRequest(`/league/${leagueId}/board/posts/${postId}/reactions/${emoji}`, {
    method: on ? 'PUT' : 'DELETE',
    schema: boardPostSchema,
  });
}

export function useReactToBoardPost(leagueId: number, threadId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, emoji, on }: { postId: number; emoji: BoardReaction; on: boolean }) =>
      reactToBoardPost(leagueId, postId, emoji, on),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.posts(leagueId, threadId) }),
  });
}
