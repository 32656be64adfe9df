import { leagueClockSchema, type LeagueClock } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../http';
import { leaguePaths } from '../league-paths';

/** GET /league/{leagueId}/clock: the league day, its time zone and the season's phase. */
export function getLeagueClock(leagueId: number): Promise<LeagueClock> {
  return apiRequest(leaguePaths.clock(leagueId), { schema: leagueClockSchema });
}

/** Under the league's key, so anything that invalidates the league refreshes the clock too. */
export const leagueClockQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'clock'],
    queryFn: () => getLeagueClock(leagueId),
    enabled: leagueId > 0,
  });

export function useLeagueClock(leagueId: number) {
  return useQuery(leagueClockQueryOptions(leagueId));
}

/** The league's time zone, once its clock has answered: every date a league page shows is in it. */
export function useLeagueTimeZone(leagueId: number): string | undefined {
  return useQuery({ ...leagueClockQueryOptions(leagueId), select: (clock) => clock.timeZone }).data;
}
