import { lastSummerResponseSchema, type LastSummerResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/player/{playerId}/progression: his last summer, null before his first. */
export function getLastSummer(leagueId: number, playerId: number): Promise<LastSummerResponse> {
  return apiRequest(`/league/${leagueId}/player/${playerId}/progression`, {
    schema: lastSummerResponseSchema,
  });
}

export const lastSummerQueryOptions = (leagueId: number, playerId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'player', playerId, 'last-summer'],
    queryFn: () => getLastSummer(leagueId, playerId),
    enabled: leagueId > 0 && playerId > 0,
  });

export function useLastSummer(leagueId: number, playerId: number) {
  return useQuery(lastSummerQueryOptions(leagueId, playerId));
}
