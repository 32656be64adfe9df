import { scheduleResponseSchema, type ScheduleResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/{id}/schedule: every game of the active season. */
export function getSchedule(leagueId: number): Promise<ScheduleResponse> {
  return apiRequest(`/league/${leagueId}/schedule`, { schema: scheduleResponseSchema });
}

export const scheduleQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'schedule'],
    queryFn: () => getSchedule(leagueId),
    enabled: leagueId > 0,
  });

export function useSchedule(leagueId: number) {
  return useQuery(scheduleQueryOptions(leagueId));
}
