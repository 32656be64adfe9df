import { teamAutopilotSchema, type TeamAutopilot } from '@rinkside/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

const url = (leagueId: number, teamId: number) => `/league/${leagueId}/team/${teamId}/autopilot`;

/** GET /league/{leagueId}/team/{teamId}/autopilot (its GM or the commissioner). */
export function getTeamAutopilot(leagueId: number, teamId: number): Promise<TeamAutopilot> {
  return apiRequest(url(leagueId, teamId), { schema: teamAutopilotSchema });
}

export const teamAutopilotQueryOptions = (leagueId: number, teamId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'team', teamId, 'autopilot'],
    queryFn: () => getTeamAutopilot(leagueId, teamId),
    enabled: leagueId > 0 && teamId > 0,
  });

export function useTeamAutopilot(leagueId: number, teamId: number) {
  return useQuery(teamAutopilotQueryOptions(leagueId, teamId));
}

/** DELETE /league/{leagueId}/team/{teamId}/autopilot (its GM): the GM takes the team back. */
export function takeBackTeam(leagueId: number, teamId: number) {
  return apiRequest(url(leagueId, teamId), { method: 'DELETE', schema: teamAutopilotSchema });
}

export function useTakeBackTeam(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => takeBackTeam(leagueId, teamId),
    onSuccess: (state) =>
      queryClient.setQueryData(teamAutopilotQueryOptions(leagueId, teamId).queryKey, state),
  });
}
