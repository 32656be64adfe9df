import { profileSchema, type Profile } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /db/users/profile (own, no username) or GET /user/profile/{username} (another user). */
export function getProfile(username?: string): Promise<Profile> {
  const path = username ? `/user/profile/${encodeURIComponent(username)}` : '/db/users/profile';
  return apiRequest(path, { schema: profileSchema });
}

export const PROFILE_QUERY_KEY = ['profile'] as const;

export const profileQueryOptions = (username?: string) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, username ?? 'own'],
    queryFn: () => getProfile(username),
  });

export function useProfile(username?: string) {
  return useQuery(profileQueryOptions(username));
}
