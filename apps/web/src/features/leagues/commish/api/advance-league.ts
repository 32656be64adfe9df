import { advanceResponseSchema, type AdvanceRequest, type AdvanceResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';
import { leagueClockQueryOptions } from '../../../../lib/queries/get-league-clock';

/** POST /league/{leagueId}/advance (commissioner): plays the league forward a day, a week, to a date or the season's end. */
export function advanceLeague(leagueId: number, request: AdvanceRequest): Promise<AdvanceResponse> {
  return apiRequest(`/league/${leagueId}/advance`, {
    method: 'POST',
    body: request,
    schema: advanceResponseSchema,
  });
}

export function useAdvanceLeague(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdvanceRequest) => advanceLeague(leagueId, request),
    onSuccess: async ({ clock }) => {
      // The new day shows at once; the schedule, games, standings and bracket it changed refresh behind it.
      queryClient.setQueryData(leagueClockQueryOptions(leagueId).queryKey, clock);
      await queryClient.invalidateQueries({ queryKey: ['league', leagueId] });
    },
  });
}
