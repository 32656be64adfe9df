import { type SeasonType, standingsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

export type StandingsResponse = ReturnType<typeof standingsResponseSchema.parse>;

/** GET /league/{id}/standings: the active season's standings, ranked (its playoffs' with 'playoff'). */
export function getStandings(
  leagueId: number,
  seasonType: SeasonType = 'regular',
): Promise<StandingsResponse> {
  const query = seasonType === 'regular' ? '' : `?seasonType=${seasonType}`;
  return apiRequest(`${leaguePaths.standings(leagueId)}${query}`, { schema: standingsResponseSchema });
}

export const standingsQueryOptions = (leagueId: number, seasonType: SeasonType = 'regular') =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings', ...(seasonType === 'regular' ? [] : [seasonType])],
    queryFn: () => getStandings(leagueId, seasonType),
    enabled: leagueId > 0,
  });

export function useStandings(leagueId: number, seasonType: SeasonType = 'regular') {
  return useQuery(standingsQueryOptions(leagueId, seasonType));
}
