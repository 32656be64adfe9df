import { failedJobStepsResponseSchema, type FailedJobStepsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../../lib/http';

/** GET /league/{id}/jobs/failed (commissioner): the league's job steps that failed, with their errors. */
export function getFailedJobSteps(leagueId: number): Promise<FailedJobStepsResponse> {
  return apiRequest(`/league/${leagueId}/jobs/failed`, { schema: failedJobStepsResponseSchema });
}

export const failedJobStepsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'failed-job-steps'],
    queryFn: () => getFailedJobSteps(leagueId),
    enabled: leagueId > 0,
  });

export function useFailedJobSteps(leagueId: number) {
  return useQuery(failedJobStepsQueryOptions(leagueId));
}
