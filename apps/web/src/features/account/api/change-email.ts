import {
  emailChangeRequestedSchema,
  type ChangeEmailRequest,
  type EmailChangeRequested,
} from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { pendingEmailChangeQueryOptions } from './get-pending-email-change';

/** PUT /user/email: mails a confirmation link to the new address; nothing changes until it is followed. */
export function changeEmail(request: ChangeEmailRequest): Promise<EmailChangeRequested> {
  return apiRequest('/user/email', { method: 'PUT', body: request, schema: emailChangeRequestedSchema });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: ({ pending }) =>
      queryClient.setQueryData(pendingEmailChangeQueryOptions().queryKey, { pending }),
  });
}
