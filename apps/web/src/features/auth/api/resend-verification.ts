import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /db/users/resend-verification: a fresh link for a username or e-mail address. */
export function resendVerification(body: { login: string }): Promise<Ok> {
  return apiRequest('/db/users/resend-verification', { method: 'POST', body, schema: okSchema });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
