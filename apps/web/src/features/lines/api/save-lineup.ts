import { lineupResponseSchema, type Lineup, type LineupResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { lineupQueryOptions } from '../../../lib/queries/get-lineup';

/** SPEC §7 POST .../save-lineup with { lineup }; 400 names the slot, 403 for another team. */
export function saveLineup(leagueId: number, teamId: number, lineup: Lineup): Promise<LineupResponse> {
  return apiRequest(`/user/league/${leagueId}/team/${teamId}/save-lineup`, {
    method: 'POST',
    body: { lineup },
    schema: lineupResponseSchema,
  });
}

export function useSaveLineup(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineup: Lineup) => saveLineup(leagueId, teamId, lineup),
    onSuccess: (saved) =>
      queryClient.setQueryData(lineupQueryOptions(leagueId, teamId).queryKey, {
        lineup: saved.lineup,
        editable: saved.editable,
      }),
  });
}
