import { scheduleResponseSchema, type ScheduleResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{id}/schedule: the active season's games for the calendar (SPEC §3 scheduled game). */
export function getSchedule(leagueId: number): Promise<ScheduleResponse> {
  return apiRequest(leaguePaths.schedule(leagueId), { schema: scheduleResponseSchema });
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
