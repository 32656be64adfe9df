import { userLeaguesResponseSchema, type LeagueSummary } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /league/user: the leagues the signed-in user belongs to. */
export function getUserLeagues(): Promise<LeagueSummary[]> {
  return apiRequest('/league/user', { schema: userLeaguesResponseSchema });
}

export const userLeaguesQueryOptions = () =>
  queryOptions({ queryKey: ['leagues', 'user'], queryFn: getUserLeagues });

export function useUserLeagues() {
  return useQuery(userLeaguesQueryOptions());
}
