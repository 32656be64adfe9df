import { pendingEmailChangeSchema, type PendingEmailChange } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pendingEmailChangeQueryOptions } from './get-pending-email-change';

/** DELETE /user/email-change: the waiting change ends and its link stops working. */
export function cancelEmailChange(): Promise<PendingEmailChange> {
  return apiRequest('/user/email-change', { method: 'DELETE', schema: pendingEmailChangeSchema });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (pending) => queryClient.setQueryData(pendingEmailChangeQueryOptions().queryKey, pending),
  });
}
