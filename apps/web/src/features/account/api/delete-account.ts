import type { DeleteAccountRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { commissionedLeaguesQueryOptions } from './get-commissioned-leagues';

/** DELETE /user: deletes the signed-in account; the server ends its sessions and clears the cookies. */
export async function deleteAccount(request: DeleteAccountRequest): Promise<void> {
  await apiRequest('/user', { method: 'DELETE', body: request });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    // A league may have changed hands meanwhile (a 409): ask again with the GMs of now.
    onError: () => queryClient.invalidateQueries({ queryKey: commissionedLeaguesQueryOptions().queryKey }),
  });
}
