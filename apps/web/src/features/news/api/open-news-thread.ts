import { boardThreadSchema, type BoardThread } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/news/{newsId}/thread: the news item's thread in General, opened or as it is. */
export function openNewsThread(leagueId: number, newsId: number): Promise<BoardThread> {
  return apiRequest(`/league/${leagueId}/news/${newsId}/thread`, {
    method: 'POST',
    schema: boardThreadSchema,
  });
}

export function useOpenNewsThread(leagueId: number) {
  return useMutation({ mutationFn: (newsId: number) => openNewsThread(leagueId, newsId) });
}
