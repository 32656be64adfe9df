import { boardThreadPageSchema, type BoardThreadPage } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** GET /league/{leagueId}/board/channels/{channelId}/threads?cursor=: a page of a channel's threads. */
export function getBoardThreads(
  leagueId: number,
  channelId: number,
  cursor: string | null,
): Promise<BoardThreadPage> {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest(`/league/${leagueId}/board/channels/${channelId}/threads${search}`, {
    schema: boardThreadPageSchema,
  });
}

/** Pinned threads first, then by latest post; 'Load more' reads the next page. */
export const boardThreadsQueryOptions = (leagueId: number, channelId: number) =>
  infiniteQueryOptions({
    queryKey: boardKeys.threads(leagueId, channelId),
    queryFn: ({ pageParam }) => getBoardThreads(leagueId, channelId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: leagueId > 0 && channelId > 0,
  });

export function useBoardThreads(leagueId: number, channelId: number) {
  return useInfiniteQuery(boardThreadsQueryOptions(leagueId, channelId));
}
