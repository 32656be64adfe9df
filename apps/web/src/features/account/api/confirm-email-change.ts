import { emailChangedSchema, type EmailChanged } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /user/email/confirm: the address from the link becomes the account's. Tokens are single use. */
export function confirmEmailChange(token: string): Promise<EmailChanged> {
  return apiRequest('/user/email/confirm', { method: 'POST', body: { token }, schema: emailChangedSchema });
}

// A query rather than a mutation, like e-mail verification: a second mount (StrictMode, back button)
// shares the one request instead of spending the single-use token twice.
export const confirmEmailChangeQueryOptions = (token: string) =>
  queryOptions({
    // Not under ['account']: refreshing the account after the change must not spend the token again.
    queryKey: ['email-change-confirmation', token] as const,
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useConfirmEmailChange(token: string) {
  return useQuery(confirmEmailChangeQueryOptions(token));
}
