import { okSchema, type ChangePasswordRequest, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { signInsQueryOptions } from './get-sign-ins';

/** PUT /user/password: every other session is signed out, this one stays. */
export function changePassword(request: ChangePasswordRequest): Promise<Ok> {
  return apiRequest('/user/password', { method: 'PUT', body: request, schema: okSchema });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInsQueryOptions().queryKey }),
  });
}
