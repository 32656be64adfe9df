import { okSchema, type ForgotPasswordRequest, type Ok } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /auth/forgot-password: mails a reset link if an account uses the address; the answer is the same either way. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<Ok> {
  return apiRequest('/auth/forgot-password', { method: 'POST', body, schema: okSchema });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
