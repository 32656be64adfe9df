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

/** Where a provider button sends the browser: the server starts the sign-in (or link) there. */
export function socialStartUrl(provider: string, intent: 'sign-in' | 'link' = 'sign-in'): string {
  const query = intent === 'link' ? '?intent=link' : '';
  return `${API_BASE}/auth/oidc/${encodeURIComponent(provider)}/start${query}`;
}
