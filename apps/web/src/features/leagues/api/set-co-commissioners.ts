import { coCommissionersResponseSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { auditLogQueryOptions } from './get-audit-log';
import { coCommissionersQueryOptions } from './get-co-commissioners';

/** PUT /league/{leagueId}/co-commissioners (the owner): the whole list of co-commissioners. */
export function setCoCommissioners(leagueId: number, userIds: number[]) {
  return apiRequest(`/league/${leagueId}/co-commissioners`, {
    method: 'PUT',
    body: { userIds },
    schema: coCommissionersResponseSchema,
  });
}

export function useSetCoCommissioners(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => setCoCommissioners(leagueId, userIds),
    onSuccess: (data) => {
      queryClient.setQueryData(coCommissionersQueryOptions(leagueId).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: auditLogQueryOptions(leagueId).queryKey });
    },
  });
}
