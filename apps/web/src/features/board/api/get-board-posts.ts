import { boardPostPageSchema, type BoardPostPage } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** GET /league/{leagueId}/board/threads/{threadId}/posts?cursor=: the thread and a page of its posts, oldest first. */
export function getBoardPosts(
  leagueId: number,
  threadId: number,
  cursor: string | null,
): Promise<BoardPostPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest(`/league/${leagueId}/board/threads/${threadId}/posts${search}`, {
    schema: boardPostPageSchema,
  });
}

export const boardPostsQueryOptions = (leagueId: number, threadId: number) =>
  infiniteQueryOptions({
    queryKey: boardKeys.posts(leagueId, threadId),
    queryFn: ({ pageParam }) => getBoardPosts(leagueId, threadId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: leagueId > 0 && threadId > 0,
  });

export function useBoardPosts(leagueId: number, threadId: number) {
  return useInfiniteQuery(boardPostsQueryOptions(leagueId, threadId));
}
