import { fixLineupResponseSchema, type FixLineupResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { deskQueryOptions } from './get-desk';

/** POST /league/{leagueId}/desk/fix-lineup: only the broken places of the next game's lineup replaced. */
export function fixLineup(leagueId: number): Promise<FixLineupResponse> {
  return apiRequest(`/league/${leagueId}/desk/fix-lineup`, {
    method: 'POST',
    schema: fixLineupResponseSchema,
  });
}

export function useFixLineup(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fixLineup(leagueId),
    onSuccess: async ({ desk }) => {
      queryClient.setQueryData(deskQueryOptions(leagueId).queryKey, desk);
      // The saved lineup changed: the lines page and the team's roster badges read it again.
      if (desk.team)
        await queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team', desk.team.teamId] });
    },
  });
}
