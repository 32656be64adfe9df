import { rosterMoveResponseSchema, type RosterMove, type RosterMoveResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { capSheetQueryOptions } from '../../../lib/queries/get-cap-sheet';

/** POST /league/{leagueId}/team/{teamId}/roster-moves: one move; the cap sheet after it comes back. */
export function makeRosterMove(
  leagueId: number,
  teamId: number,
  move: { playerId: number; move: RosterMove },
): Promise<RosterMoveResponse> {
  return apiRequest(`/league/${leagueId}/team/${teamId}/roster-moves`, {
    method: 'POST',
    body: move,
    schema: rosterMoveResponseSchema,
  });
}

export function useRosterMove(leagueId: number, teamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: { playerId: number; move: RosterMove }) => makeRosterMove(leagueId, teamId, move),
    onSuccess: async ({ capSheet }) => {
      queryClient.setQueryData(capSheetQueryOptions(leagueId, teamId).queryKey, capSheet);
      // The roster, the lineup it may have mended, the waiver wire and the log all changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team', teamId] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'waivers'] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'transactions'] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'desk'] }),
      ]);
    },
  });
}
