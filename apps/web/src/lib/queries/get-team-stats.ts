import { type SeasonType, teamStatsResponseSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { seasonKey, seasonQuery } from './season-query';

export type TeamStatsResponse = ReturnType<typeof teamStatsResponseSchema.parse>;

/** GET /league/{id}/team-stats: season totals per team, power play and penalty kill included. */
export function getTeamStats(
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
): Promise<TeamStatsResponse> {
  return apiRequest(`/league/${leagueId}/team-stats${seasonQuery(seasonType, seasonId)}`, {
    schema: teamStatsResponseSchema,
  });
}

export const teamStatsQueryOptions = (
  leagueId: number,
  seasonType: SeasonType = 'regular',
  seasonId?: number,
) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team-stats', ...seasonKey(seasonType, seasonId)],
    queryFn: () => getTeamStats(leagueId, seasonType, seasonId),
    enabled: leagueId > 0,
  });

export function useTeamStats(leagueId: number, seasonType: SeasonType = 'regular', seasonId?: number) {
  return useQuery(teamStatsQueryOptions(leagueId, seasonType, seasonId));
}
