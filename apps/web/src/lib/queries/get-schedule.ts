import { scheduleResponseSchema, type ScheduleResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';
import { seasonKey, seasonQuery } from './season-query';

/** GET /league/{id}/schedule: a season's games for the calendar (SPEC §3 scheduled game), the active season's by default. */
export function getSchedule(leagueId: number, seasonId?: number): Promise<ScheduleResponse> {
  return apiRequest(`${leaguePaths.schedule(leagueId)}${seasonQuery('regular', seasonId)}`, {
    schema: scheduleResponseSchema,
  });
}

export const scheduleQueryOptions = (leagueId: number, seasonId?: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'schedule', ...seasonKey('regular', seasonId)],
    queryFn: () => getSchedule(leagueId, seasonId),
    enabled: leagueId > 0,
  });

export function useSchedule(leagueId: number, seasonId?: number) {
  return useQuery(scheduleQueryOptions(leagueId, seasonId));
}
