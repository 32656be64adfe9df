import { signInsResponseSchema, type SignIn } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /auth/sessions: the user's active sign-ins, the current one first. */
export function getSignIns(): Promise<SignIn[]> {
  return apiRequest('/auth/sessions', { schema: signInsResponseSchema }).then((r) => r.sessions);
}

export const signInsQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'sessions'] as const, queryFn: getSignIns });

export function useSignIns() {
  return useQuery(signInsQueryOptions());
}
