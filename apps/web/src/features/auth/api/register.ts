import { okSchema, type Ok, type RegisterRequest } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /db/users/create: creates the account and sends the verification e-mail. */
export function registerUser(payload: RegisterRequest): Promise<Ok> {
  return apiRequest('/db/users/create', { method: 'POST', body: payload, schema: okSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
