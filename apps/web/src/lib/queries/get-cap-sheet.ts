import { capSheetResponseSchema, type CapSheetResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';

/** GET /league/{leagueId}/team/{teamId}/cap: a team's contracts and cap, this season and the next four. */
export function getCapSheet(leagueId: number, teamId: number): Promise<CapSheetResponse> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/cap`, { schema: capSheetResponseSchema });
}

/** Under the team's key: whatever refreshes the team refreshes its cap sheet. */
export const capSheetQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'cap'],
    queryFn: () => getCapSheet(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useCapSheet(leagueId: number, teamId: number) {
  return useQuery(capSheetQueryOptions(leagueId, teamId));
}
