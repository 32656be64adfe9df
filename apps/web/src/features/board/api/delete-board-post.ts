import { boardPostSchema, type BoardPost } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** DELETE /league/{leagueId}/board/posts/{postId}: one's own, or anyone's as a commissioner (shown as deleted). */
export function deleteBoardPost(leagueId: number, postId: number): Promise<BoardPost> {
  return apiRequest(`/league/${leagueId}/board/posts/${postId}`, {
    method: 'DELETE',
    schema: boardPostSchema,
  });
}

export function useDeleteBoardPost(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: number) => deleteBoardPost(leagueId, postId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all(leagueId) }),
  });
}
