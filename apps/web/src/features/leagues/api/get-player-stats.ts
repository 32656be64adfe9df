import { playerStatsResponseSchema, type PlayerStatsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/player/{playerId}/stats: season totals and game log. */
export function getPlayerStats(leagueId: number, playerId: number): Promise<PlayerStatsResponse> {
  return apiRequest(`/league/${leagueId}/player/${playerId}/stats`, { schema: playerStatsResponseSchema });
}

export const playerStatsQueryOptions = (leagueId: number, playerId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'player', playerId, 'stats'],
    queryFn: () => getPlayerStats(leagueId, playerId),
    enabled: leagueId > 0 && playerId > 0,
  });

export function usePlayerStats(leagueId: number, playerId: number) {
  return useQuery(playerStatsQueryOptions(leagueId, playerId));
}
