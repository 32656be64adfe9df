import { standingsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

export type StandingsResponse = ReturnType<typeof standingsResponseSchema.parse>;

/** GET /league/{id}/standings: the active season's standings, ranked. */
export function getStandings(leagueId: number): Promise<StandingsResponse> {
  return apiRequest(leaguePaths.standings(leagueId), { schema: standingsResponseSchema });
}

export const standingsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings'],
    queryFn: () => getStandings(leagueId),
    enabled: leagueId > 0,
  });

export function useStandings(leagueId: number) {
  return useQuery(standingsQueryOptions(leagueId));
}
