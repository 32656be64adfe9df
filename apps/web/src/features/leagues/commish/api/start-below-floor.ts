import { seasonOpeningSchema, type SeasonOpening } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';
import { seasonOpeningQueryOptions } from '../../../../lib/queries/get-season-opening';

/**
 * POST /league/{leagueId}/season/start-below-floor (commissioner): the named season's regular season starts
 * though GM teams are below the floor (docs/decisions/076); 409 with the reason when nothing holds it.
 */
export function startBelowFloor(leagueId: number, seasonId: number): Promise<SeasonOpening> {
  return apiRequest(`/league/${leagueId}/season/start-below-floor`, {
    method: 'POST',
    body: { seasonId },
    schema: seasonOpeningSchema,
  });
}

export function useStartBelowFloor(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seasonId: number) => startBelowFloor(leagueId, seasonId),
    onSuccess: (opening) => {
      queryClient.setQueryData(seasonOpeningQueryOptions(leagueId).queryKey, opening);
      // The audit log and the clock change with it.
      void queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    },
  });
}
