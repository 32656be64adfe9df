import { quarantinedGamesResponseSchema, type QuarantinedGamesResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/** GET /league/{id}/quarantined-games (commissioner): games set aside after failing, with their errors. */
export function getQuarantinedGames(leagueId: number): Promise<QuarantinedGamesResponse> {
  return apiRequest(`/league/${leagueId}/quarantined-games`, { schema: quarantinedGamesResponseSchema });
}

export const quarantinedGamesQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'quarantined-games'],
    queryFn: () => getQuarantinedGames(leagueId),
    enabled: leagueId > 0,
  });

export function useQuarantinedGames(leagueId: number) {
  return useQuery(quarantinedGamesQueryOptions(leagueId));
}
