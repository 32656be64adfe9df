import { advanceJobSchema, type AdvanceJob } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http';

/**
 * POST /league/{leagueId}/advances/{advanceId}/stop (commissioner): the running advance stops after the batch
 * of games under way and ends done, the clock on its last game (docs/decisions/080).
 */
export function stopAdvance(leagueId: number, advanceId: number): Promise<AdvanceJob> {
  return apiRequest(`/league/${leagueId}/advances/${advanceId}/stop`, {
    method: 'POST',
    schema: advanceJobSchema,
  });
}

/** Its end reaches the panel as every advance's does: through the league's latest advance. */
export function useStopAdvance(leagueId: number) {
  return useMutation({ mutationFn: (advanceId: number) => stopAdvance(leagueId, advanceId) });
}
