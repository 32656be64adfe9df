import { type SeasonType, standingsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';
import { seasonKey, seasonQuery } from './season-query';

export type StandingsResponse = ReturnType<typeof standingsResponseSchema.parse>;

/**
 * GET /league/{id}/standings: a season's standings, ranked (its playoffs' with 'playoff'); the active
 * season's without `seasonId`.
 */
export function getStandings(
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
): Promise<StandingsResponse> {
  return apiRequest(`${leaguePaths.standings(leagueId)}${seasonQuery(seasonType, seasonId)}`, {
    schema: standingsResponseSchema,
  });
}

// The active season's regular season keeps its bare key, so the league home's prefetch still hits.
export const standingsQueryOptions = (
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
) =>
  queryOptions({
    queryKey: ['league', leagueId, 'standings', ...seasonKey(seasonType, seasonId)],
    queryFn: () => getStandings(leagueId, seasonType, seasonId),
    enabled: leagueId > 0,
  });

export function useStandings(leagueId: number, seasonType: SeasonType = 'regular', seasonId?: number) {
  return useQuery(standingsQueryOptions(leagueId, seasonType, seasonId));
}
