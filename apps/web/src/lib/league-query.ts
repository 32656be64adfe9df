import { leagueDetailSchema, type LeagueDetail } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { apiRequest } from './http';
import { leaguePaths } from './league-paths';

/** GET /league/{id}: the league with its teams and GMs, the viewer's own team and commissioner flag. */
export function getLeague(leagueId: number): Promise<LeagueDetail> {
  return apiRequest(leaguePaths.league(leagueId), { schema: leagueDetailSchema });
}

export const leagueQueryOptions = (leagueId: number) =>
  queryOptions({ queryKey: ['league', leagueId], queryFn: () => getLeague(leagueId), enabled: leagueId > 0 });

/** The league of the current /league/{leagueId}/... route; every league page shares this one query. */
export function useCurrentLeague() {
  const leagueId = useLeagueId();
  return { leagueId, ...useQuery(leagueQueryOptions(leagueId)) };
}

/** The numeric league id of the current route (0 when the route has none or it is not a number). */
export function useLeagueId(): number {
  const { leagueId } = useParams();
  const id = Number(leagueId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
