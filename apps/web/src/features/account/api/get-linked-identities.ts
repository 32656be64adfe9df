import { linkedIdentitiesResponseSchema, type LinkedIdentities } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /user/identities: the providers linked to the signed-in account, and whether it has a password. */
export function getLinkedIdentities(): Promise<LinkedIdentities> {
  return apiRequest('/user/identities', { schema: linkedIdentitiesResponseSchema });
}

export const linkedIdentitiesQueryOptions = () =>
  queryOptions({ queryKey: ['linked-identities'] as const, queryFn: getLinkedIdentities });

export function useLinkedIdentities() {
  return useQuery(linkedIdentitiesQueryOptions());
}
