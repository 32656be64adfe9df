import { advanceJobSchema, type AdvanceJob, type AdvanceRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';
import { latestAdvanceQueryOptions } from '../../../../lib/queries/get-latest-advance';

/**
 * POST /league/{leagueId}/advance (commissioner): starts playing the league forward a day, a week, to a date
 * or the season's end; answers 202 with the advance, which plays on (docs/decisions/067).
 */
export function advanceLeague(leagueId: number, request: AdvanceRequest): Promise<AdvanceJob> {
  return apiRequest(`/league/${leagueId}/advance`, {
    method: 'POST',
    body: request,
    schema: advanceJobSchema,
  });
}

/** The started advance becomes the league's latest at once, so its progress shows before the next read. */
export function useAdvanceLeague(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdvanceRequest) => advanceLeague(leagueId, request),
    onSuccess: (advance) => {
      queryClient.setQueryData(latestAdvanceQueryOptions(leagueId).queryKey, { advance });
    },
  });
}
