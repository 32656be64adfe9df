import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { signInsQueryOptions } from './get-sign-ins';

/** DELETE /auth/sessions/{id}: that browser is signed out on its next request. */
export function endSignIn(id: string): Promise<Ok> {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: okSchema });
}

export function useEndSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSignIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsQueryOptions().queryKey }),
  });
}
