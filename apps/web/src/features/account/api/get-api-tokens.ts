import { apiTokensResponseSchema, type ApiToken } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /user/tokens: the user's personal API tokens, newest first, without their secrets. */
export function getApiTokens(): Promise<ApiToken[]> {
  return apiRequest('/user/tokens', { schema: apiTokensResponseSchema }).then((r) => r.tokens);
}

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'api-tokens'] as const, queryFn: getApiTokens });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
