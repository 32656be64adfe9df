import { createdApiTokenSchema, type CreateApiTokenRequest, type CreatedApiToken } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { apiTokensQueryOptions } from './get-api-tokens';

/** POST /user/tokens: the answer carries the token's secret, this once. */
export function createApiToken(request: CreateApiTokenRequest): Promise<CreatedApiToken> {
  return apiRequest('/user/tokens', { method: 'POST', body: request, schema: createdApiTokenSchema });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
