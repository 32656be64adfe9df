import { profileSchema } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import type { Partner } from '../conversations';

/** GET /user/profile/{username}: who to write to when there is no conversation with them yet. */
export async function getPartner(username: string): Promise<Partner> {
  const profile = await apiRequest(`/user/profile/${encodeURIComponent(username)}`, {
    schema: profileSchema,
  });
  return { id: profile.id, username: profile.username };
}

export const partnerQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['messages', 'partner', username],
    queryFn: () => getPartner(username),
    staleTime: Infinity,
  });

export function usePartner(username: string | null, enabled: boolean) {
  return useQuery({ ...partnerQueryOptions(username ?? ''), enabled: enabled && !!username });
}
