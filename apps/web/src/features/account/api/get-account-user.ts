import { currentUserResponseSchema, type User } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /db/users/get, fresh for the settings page: the e-mail may have changed since sign-in. */
export function getAccountUser(): Promise<User> {
  return apiRequest('/db/users/get', { schema: currentUserResponseSchema }).then((r) => r.user);
}

export const accountUserQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'user'] as const, queryFn: getAccountUser });

export function useAccountUser() {
  return useQuery(accountUserQueryOptions());
}
