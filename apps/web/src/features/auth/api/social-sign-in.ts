import {
  pendingSocialSignInSchema,
  socialSignedInResponseSchema,
  type PendingSocialSignIn,
} from '@rinkside/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** GET /auth/oidc/pending: the provider sign-in waiting for a password or a username. */
export function getPendingSocialSignIn(): Promise<PendingSocialSignIn> {
  return apiRequest('/auth/oidc/pending', { schema: pendingSocialSignInSchema });
}

export function usePendingSocialSignIn() {
  // It expires and is spent: never shown from a cache, never retried into a second 404.
  return useQuery({
    queryKey: ['social-sign-in', 'pending'],
    queryFn: getPendingSocialSignIn,
    retry: false,
    gcTime: 0,
  });
}

/** POST /auth/oidc/link: the account's password links the provider and signs in. */
export function useLinkAccount() {
  return useMutation({
    mutationFn: (body: { password: string }) =>
      apiRequest('/auth/oidc/link', { method: 'POST', body, schema: socialSignedInResponseSchema }),
  });
}

/** POST /auth/oidc/create: a new account with the chosen username, signed in. */
export function useCreateSocialAccount() {
  return useMutation({
    mutationFn: (body: { username: string }) =>
      apiRequest('/auth/oidc/create', { method: 'POST', body, schema: socialSignedInResponseSchema }),
  });
}
