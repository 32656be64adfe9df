import {
  jobStepRetryResponseSchema,
  type JobStepRetryResponse,
  type LeagueJobStepKind,
} from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';
import { failedJobStepsQueryOptions } from './get-failed-job-steps';

/** POST /league/{id}/jobs/retry (commissioner): runs a failed job step of the league again, at once. */
export function retryJobStep(leagueId: number, kind: LeagueJobStepKind): Promise<JobStepRetryResponse> {
  return apiRequest(`/league/${leagueId}/jobs/retry`, {
    method: 'POST',
    body: { kind },
    schema: jobStepRetryResponseSchema,
  });
}

export function useRetryJobStep(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: LeagueJobStepKind) => retryJobStep(leagueId, kind),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: failedJobStepsQueryOptions(leagueId).queryKey }),
  });
}
