import { teamDetailSchema, type TeamDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /team/league/{leagueId}/team/{teamId}: the team with its players (status, contract, attributes). */
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
