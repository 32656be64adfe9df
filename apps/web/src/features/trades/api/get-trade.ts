import { tradeDetailSchema, type TradeDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/trades/{tradeId}: both sides, the thread and what the viewer may do now. */
export function getTrade(leagueId: number, tradeId: number): Promise<TradeDetail> {
  return apiRequest(`/league/${leagueId}/trades/${tradeId}`, { schema: tradeDetailSchema });
}

export const tradeQueryOptions = (leagueId: number, tradeId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trades', 'detail', tradeId],
    queryFn: () => getTrade(leagueId, tradeId),
    enabled: leagueId > 0 && tradeId > 0,
    // The other side may answer at any time.
    refetchInterval: 30_000,
  });

export function useTrade(leagueId: number, tradeId: number) {
  return useQuery(tradeQueryOptions(leagueId, tradeId));
}
