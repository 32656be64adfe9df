import { capSheetResponseSchema, type CapSheetResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

// The cap sheet's own key: a trade that refreshes the team refreshes this too.
/** GET /league/{leagueId}/team/{teamId}/cap: the players under contract, with cap hit and years. */
export function getTeamCap(leagueId: number, teamId: number): Promise<CapSheetResponse> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/cap`, { schema: capSheetResponseSchema });
}

export const teamCapQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'cap'],
    queryFn: () => getTeamCap(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeamCap(leagueId: number, teamId: number) {
  return useQuery(teamCapQueryOptions(leagueId, teamId));
}
