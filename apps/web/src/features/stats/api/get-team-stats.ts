import { teamStatsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type TeamStatsResponse = ReturnType<typeof teamStatsResponseSchema.parse>;

/** GET /league/{id}/team-stats: season totals per team, power play and penalty kill included. */
export function getTeamStats(leagueId: number): Promise<TeamStatsResponse> {
  return apiRequest(`/league/${leagueId}/team-stats`, { schema: teamStatsResponseSchema });
}

export const teamStatsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team-stats'],
    queryFn: () => getTeamStats(leagueId),
    enabled: leagueId > 0,
  });

export function useTeamStats(leagueId: number) {
  return useQuery(teamStatsQueryOptions(leagueId));
}
