import { emailChangeRequestedSchema, type EmailChangeRequested } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pendingEmailChangeQueryOptions } from './get-pending-email-change';

/** POST /user/email-change/resend: a fresh link; the one mailed before stops working. */
export function resendEmailChange(): Promise<EmailChangeRequested> {
  return apiRequest('/user/email-change/resend', { method: 'POST', schema: emailChangeRequestedSchema });
}

export function useResendEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmailChange,
    onSuccess: ({ pending }) =>
      queryClient.setQueryData(pendingEmailChangeQueryOptions().queryKey, { pending }),
  });
}
