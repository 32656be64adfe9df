import { okSchema, type Ok, type SetPasswordRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { linkedIdentitiesQueryOptions } from './get-linked-identities';

/** POST /user/password: a first password for an account that signs in only through a provider. */
export function setPassword(request: SetPasswordRequest): Promise<Ok> {
  return apiRequest('/user/password', { method: 'POST', body: request, schema: okSchema });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkedIdentitiesQueryOptions().queryKey }),
  });
}
