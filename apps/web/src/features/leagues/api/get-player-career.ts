import { playerCareerResponseSchema, type PlayerCareerResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/player/{playerId}/career: his seasons in the league, regular season and playoffs. */
export function getPlayerCareer(leagueId: number, playerId: number): Promise<PlayerCareerResponse> {
  return apiRequest(`/league/${leagueId}/player/${playerId}/career`, { schema: playerCareerResponseSchema });
}

export const playerCareerQueryOptions = (leagueId: number, playerId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'player', playerId, 'career'],
    queryFn: () => getPlayerCareer(leagueId, playerId),
    enabled: leagueId > 0 && playerId > 0,
  });

export function usePlayerCareer(leagueId: number, playerId: number) {
  return useQuery(playerCareerQueryOptions(leagueId, playerId));
}
