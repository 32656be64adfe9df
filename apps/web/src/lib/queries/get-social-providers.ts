import { socialProvidersResponseSchema, type SocialProvider } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiRequest } from '../http';

/** GET /auth/oidc/providers: the social sign-in providers this server has set up. */
export async function getSocialProviders(): Promise<SocialProvider[]> {
  const { providers } = await apiRequest('/auth/oidc/providers', { schema: socialProvidersResponseSchema });
  return providers;
}

export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['social-providers'] as const,
    queryFn: getSocialProviders,
    // Set by the server's environment: the same until it restarts.
    staleTime: Infinity,
  });

export function useSocialProviders() {
  return useQuery(socialProvidersQueryOptions());
}

/**
 * Where a provider button sends the browser: the server starts the sign-in, the link, or the
 * re-authentication there (which comes back to `returnTo`).
 */
export function socialStartUrl(
  provider: string,
  intent: 'sign-in' | 'link' | 'reauthenticate' = 'sign-in',
  returnTo?: string,
): string {
  const query = new URLSearchParams();
  if (intent !== 'sign-in') query.set('intent', intent);
  if (returnTo) query.set('returnTo', returnTo);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${API_BASE}/auth/oidc/${encodeURIComponent(provider)}/start${search}`;
}
