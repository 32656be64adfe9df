import { teamDetailSchema, type TeamDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /team/league/{leagueId}/team/{teamId}: a team with its players, GM and rating. */
export function getTeam(leagueId: number, teamId: number): Promise<TeamDetail> {
  return apiRequest(`/team/league/${leagueId}/team/${teamId}`, { schema: teamDetailSchema });
}

export const teamQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId],
    queryFn: () => getTeam(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeam(leagueId: number, teamId: number) {
  return useQuery(teamQueryOptions(leagueId, teamId));
}
