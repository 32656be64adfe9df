import { okSchema, type Ok } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /db/verify/{token}: marks the e-mail verified. Tokens are single use. */
export function verifyEmail(token: string): Promise<Ok> {
  return apiRequest(`/db/verify/${encodeURIComponent(token)}`, { method: 'POST', schema: okSchema });
}

// A query rather than a mutation so that a second mount (StrictMode, back button) shares the one
// request and its answer instead of spending the single-use token twice.
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
