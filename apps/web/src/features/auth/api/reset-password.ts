import { okSchema, type Ok, type ResetPasswordRequest } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /auth/reset-password: sets the new password with the link's token and ends every sign-in. */
export function resetPassword(body: ResetPasswordRequest): Promise<Ok> {
  return apiRequest('/auth/reset-password', { method: 'POST', body, schema: okSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
