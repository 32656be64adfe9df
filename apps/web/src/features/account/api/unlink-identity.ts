import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { linkedIdentitiesQueryOptions } from './get-linked-identities';

/** DELETE /user/identities/{provider}: refused (409) when it is the account's last way in. */
export function unlinkIdentity(provider: string) {
  return apiRequest(`/user/identities/${encodeURIComponent(provider)}`, {
    method: 'DELETE',
    schema: okSchema,
  });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkIdentity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkedIdentitiesQueryOptions().queryKey }),
  });
}
