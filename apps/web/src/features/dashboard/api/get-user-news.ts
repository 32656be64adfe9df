import { userNewsSchema, type UserNews } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /feed: the newest news of every league the signed-in user runs or manages a team in. */
export function getUserNews(): Promise<UserNews> {
  return apiRequest('/feed', { schema: userNewsSchema });
}

export const userNewsQueryOptions = () => queryOptions({ queryKey: ['feed', 'user'], queryFn: getUserNews });

export function useUserNews() {
  return useQuery(userNewsQueryOptions());
}
