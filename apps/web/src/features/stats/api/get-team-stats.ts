import { type SeasonType, teamStatsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type TeamStatsResponse = ReturnType<typeof teamStatsResponseSchema.parse>;

/** GET /league/{id}/team-stats: season totals per team, power play and penalty kill included. */
export function getTeamStats(
  leagueId: number,
  seasonType: SeasonType = 'regular',
): Promise<TeamStatsResponse> {
  const query = seasonType === 'regular' ? '' : `?seasonType=${seasonType}`;
  return apiRequest(`/league/${leagueId}/team-stats${query}`, { schema: teamStatsResponseSchema });
}

export const teamStatsQueryOptions = (leagueId: number, seasonType: SeasonType = 'regular') =>
  queryOptions({
    queryKey: ['league', leagueId, 'team-stats', ...(seasonType === 'regular' ? [] : [seasonType])],
    queryFn: () => getTeamStats(leagueId, seasonType),
    enabled: leagueId > 0,
  });

export function useTeamStats(leagueId: number, seasonType: SeasonType = 'regular') {
  return useQuery(teamStatsQueryOptions(leagueId, seasonType));
}
