import { historyResponseSchema, type HistoryResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/history: each season's champion, finalist, best record and awards. */
export function getHistory(leagueId: number): Promise<HistoryResponse> {
  return apiRequest(`/league/${leagueId}/history`, { schema: historyResponseSchema });
}

export const historyQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'history'],
    queryFn: () => getHistory(leagueId),
    enabled: leagueId > 0,
  });

export function useHistory(leagueId: number) {
  return useQuery(historyQueryOptions(leagueId));
}
