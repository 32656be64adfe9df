import { tradeBoardThreadsSchema, type TradeBoardThreads } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/trades/{tradeId}/thread: its discussion and announcement, and what the viewer may open. */
export function getTradeBoardThreads(leagueId: number, tradeId: number): Promise<TradeBoardThreads> {
  return apiRequest(`/league/${leagueId}/trades/${tradeId}/thread`, { schema: tradeBoardThreadsSchema });
}

export const tradeBoardThreadsQueryOptions = (leagueId: number, tradeId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trades', 'detail', tradeId, 'board'],
    queryFn: () => getTradeBoardThreads(leagueId, tradeId),
    enabled: leagueId > 0 && tradeId > 0,
  });

export function useTradeBoardThreads(leagueId: number, tradeId: number) {
  return useQuery(tradeBoardThreadsQueryOptions(leagueId, tradeId));
}
