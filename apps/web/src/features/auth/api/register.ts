import { registerResponseSchema, type RegisterRequest, type RegisterResponse } from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /db/users/create: creates the account and sends the verification e-mail (or says it could not). */
export function registerUser(payload: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest('/db/users/create', { method: 'POST', body: payload, schema: registerResponseSchema });
}

export function useRegister() {
  return useMutation({ mutationFn: registerUser });
}
