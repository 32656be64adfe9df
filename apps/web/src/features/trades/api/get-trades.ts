import { tradeListResponseSchema, type TradeListQuery, type TradeListResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/trades?status=&teamId=&playerId=: the trades the viewer may see, newest first. */
export function getTrades(leagueId: number, query: TradeListQuery = {}): Promise<TradeListResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.size > 0 ? `?${params.toString()}` : '';
  return apiRequest(`/league/${leagueId}/trades${search}`, { schema: tradeListResponseSchema });
}

export const tradesQueryOptions = (leagueId: number, query: TradeListQuery = {}) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trades', 'list', query],
    queryFn: () => getTrades(leagueId, query),
    enabled: leagueId > 0,
    // Proposals expire and other GMs answer: look again each minute while the page is open.
    refetchInterval: 60_000,
  });

export function useTrades(leagueId: number, query: TradeListQuery = {}) {
  return useQuery(tradesQueryOptions(leagueId, query));
}
