import { tradeListResponseSchema, type TradeSummary } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** Whose trades: a team's or a player's. */
export type TradeHistoryOf = { teamId: number } | { playerId: number };

/** GET /league/{leagueId}/trades?status=done&teamId=|playerId=: the done trades of a team or a player. */
export function getTradeHistory(leagueId: number, of: TradeHistoryOf): Promise<TradeSummary[]> {
  const key = 'teamId' in of ? `teamId=${of.teamId}` : `playerId=${of.playerId}`;
  return apiRequest(`/league/${leagueId}/trades?status=done&${key}`, {
    schema: tradeListResponseSchema,
  }).then((list) => list.trades);
}

export const tradeHistoryQueryOptions = (leagueId: number, of: TradeHistoryOf) =>
  queryOptions({
    queryKey: ['league', leagueId, 'trades', 'done', of],
    queryFn: () => getTradeHistory(leagueId, of),
    enabled: leagueId > 0,
  });

export function useTradeHistory(leagueId: number, of: TradeHistoryOf) {
  return useQuery(tradeHistoryQueryOptions(leagueId, of));
}
