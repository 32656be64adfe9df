import { transactionsResponseSchema, type TransactionsResponse } from '@rinkside/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/transactions: the log, newest first, a page before `before`. */
export function getTransactions(
  leagueId: number,
  before?: number,
  teamId?: number,
): Promise<TransactionsResponse> {
  const query = new URLSearchParams();
  if (before !== undefined) query.set('before', String(before));
  if (teamId !== undefined) query.set('teamId', String(teamId));
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return apiRequest(`/league/${leagueId}/transactions${search}`, { schema: transactionsResponseSchema });
}

export const transactionsQueryOptions = (leagueId: number, teamId?: number) =>
  infiniteQueryOptions({
    queryKey: ['league', leagueId, 'transactions', teamId ?? 'all'],
    queryFn: ({ pageParam }) => getTransactions(leagueId, pageParam, teamId),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: leagueId > 0,
  });

export function useTransactions(leagueId: number, teamId?: number) {
  return useInfiniteQuery(transactionsQueryOptions(leagueId, teamId));
}
