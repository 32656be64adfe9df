import {
  reauthenticationStatusSchema,
  type ReauthenticateRequest,
  type ReauthenticationStatus,
} from '@rinkside/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /auth/reauthenticate: the password confirms it is the owner, for ten minutes. */
export function reauthenticate(request: ReauthenticateRequest): Promise<ReauthenticationStatus> {
  return apiRequest('/auth/reauthenticate', {
    method: 'POST',
    body: request,
    schema: reauthenticationStatusSchema,
  });
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
