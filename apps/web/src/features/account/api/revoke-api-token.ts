import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { apiTokensQueryOptions } from './get-api-tokens';

/** DELETE /user/tokens/{id}: whatever uses the token gets 401 from its next request. */
export function revokeApiToken(id: number): Promise<Ok> {
  return apiRequest(`/user/tokens/${id}`, { method: 'DELETE', schema: okSchema });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
