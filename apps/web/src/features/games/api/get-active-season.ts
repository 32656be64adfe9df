import { activeSeasonSchema, type ActiveSeason } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{leagueId}/active-season: the season id and its teams, for the schedule uploader. */
export function getActiveSeason(leagueId: number): Promise<ActiveSeason> {
  return apiRequest(`/league/${leagueId}/active-season`, { schema: activeSeasonSchema });
}

export const activeSeasonQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'active-season'],
    queryFn: () => getActiveSeason(leagueId),
    enabled: leagueId > 0,
  });

export function useActiveSeason(leagueId: number) {
  return useQuery(activeSeasonQueryOptions(leagueId));
}
