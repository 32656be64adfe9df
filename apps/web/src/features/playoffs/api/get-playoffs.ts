import { playoffsResponseSchema, type PlayoffsResponse } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

// Issue 14: the bracket updates live; a 30 s poll is enough for games that take minutes.
export const LIVE_REFRESH_MS = 30_000;

/** GET /league/{leagueId}/playoffs?seasonId=: the bracket, its series scores and the champion. */
export function getPlayoffs(leagueId: number, seasonId?: number): Promise<PlayoffsResponse> {
  const query = seasonId === undefined ? '' : `?seasonId=${seasonId}`;
  return apiRequest(`/league/${leagueId}/playoffs${query}`, { schema: playoffsResponseSchema });
}

const isLive = (data: PlayoffsResponse | undefined) => data?.status === 'in-progress';

/**
 * Under the league's key, so a simulation or a phase change that invalidates the league refreshes the
 * bracket. While the playoffs are on, it polls only while the page is visible (TanStack Query pauses
 * the interval in a hidden tab) and asks again whenever the window regains focus.
 */
export const playoffsQueryOptions = (leagueId: number, seasonId?: number) =>
  queryOptions({
    queryKey: ['league', leagueId, 'playoffs', seasonId ?? 'current'],
    queryFn: () => getPlayoffs(leagueId, seasonId),
    enabled: leagueId > 0,
    refetchInterval: (query) => (isLive(query.state.data) ? LIVE_REFRESH_MS : false),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => (isLive(query.state.data) ? 'always' : true),
  });

export function usePlayoffs(leagueId: number, seasonId?: number) {
  return useQuery(playoffsQueryOptions(leagueId, seasonId));
}
