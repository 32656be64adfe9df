import { pendingEmailChangeSchema, type PendingEmailChange } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /user/email-change: the new address waiting for its link, if any. */
export function getPendingEmailChange(): Promise<PendingEmailChange> {
  return apiRequest('/user/email-change', { schema: pendingEmailChangeSchema });
}

export const pendingEmailChangeQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'email-change'] as const, queryFn: getPendingEmailChange });

export function usePendingEmailChange() {
  return useQuery(pendingEmailChangeQueryOptions());
}
