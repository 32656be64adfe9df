import { boardThreadSchema, type BoardThread } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/trades/{tradeId}/thread: the proposal's private discussion, opened or as it is. */
export function openTradeTalk(leagueId: number, tradeId: number): Promise<BoardThread> {
  return apiRequest(`/league/${leagueId}/trades/${tradeId}/thread`, {
    method: 'POST',
    schema: boardThreadSchema,
  });
}

export function useOpenTradeTalk(leagueId: number, tradeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => openTradeTalk(leagueId, tradeId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'trades', 'detail', tradeId, 'board'] }),
  });
}
