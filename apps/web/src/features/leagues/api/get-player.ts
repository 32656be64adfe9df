import { playerDetailSchema, type PlayerDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/player/{playerId}: a player with his team. */
export function getPlayer(leagueId: number, playerId: number): Promise<PlayerDetail> {
  return apiRequest(`/league/${leagueId}/player/${playerId}`, { schema: playerDetailSchema });
}

export const playerQueryOptions = (leagueId: number, playerId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'player', playerId],
    queryFn: () => getPlayer(leagueId, playerId),
    enabled: leagueId > 0 && playerId > 0,
  });

export function usePlayer(leagueId: number, playerId: number) {
  return useQuery(playerQueryOptions(leagueId, playerId));
}
