import { playerCompareResponseSchema, type PlayerCompareResponse } from '@rinkside/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/players/compare?ids=: two to four players side by side. */
export function getPlayerCompare(leagueId: number, ids: readonly number[]): Promise<PlayerCompareResponse> {
  return apiRequest(`/league/${leagueId}/players/compare?ids=${ids.join(',')}`, {
    schema: playerCompareResponseSchema,
  });
}

export const playerCompareQueryOptions = (leagueId: number, ids: readonly number[]) =>
  queryOptions({
    queryKey: ['league', leagueId, 'players', 'compare', ids.join(',')],
    queryFn: () => getPlayerCompare(leagueId, ids),
    enabled: leagueId > 0 && ids.length >= 2,
    // Adding or removing a player keeps the last comparison on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function usePlayerCompare(leagueId: number, ids: readonly number[]) {
  return useQuery(playerCompareQueryOptions(leagueId, ids));
}
