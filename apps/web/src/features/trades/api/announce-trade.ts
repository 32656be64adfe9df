import { boardLinkConflictSchema, boardThreadSchema, type BoardThread } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/http';

/**
 * POST /league/{leagueId}/trades/{tradeId}/announcement: the completed trade's announcement in General.
 * Announced already (409): the thread that announced it, as if this call had.
 */
export async function announceTrade(leagueId: number, tradeId: number): Promise<BoardThread> {
  try {
    return await apiRequest(`/league/${leagueId}/trades/${tradeId}/announcement`, {
      method: 'POST',
      schema: boardThreadSchema,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      const conflict = boardLinkConflictSchema.safeParse(error.payload);
      if (conflict.success) return conflict.data.thread;
    }
    throw error;
  }
}

export function useAnnounceTrade(leagueId: number, tradeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => announceTrade(leagueId, tradeId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'trades', 'detail', tradeId, 'board'] }),
  });
}
