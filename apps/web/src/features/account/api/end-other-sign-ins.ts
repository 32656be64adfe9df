import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { signInsQueryOptions } from './get-sign-ins';

/** DELETE /auth/sessions: every sign-in but this one ends. */
export function endOtherSignIns(): Promise<Ok> {
  return apiRequest('/auth/sessions', { method: 'DELETE', schema: okSchema });
}

export function useEndOtherSignIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSignIns,
    onSettled: () => queryClient.invalidateQueries({ queryKey: signInsQueryOptions().queryKey }),
  });
}
