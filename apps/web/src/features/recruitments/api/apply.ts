import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { applicationsQueryOptions } from './get-applications';

export interface ApplyTarget {
  leagueId: string;
  teamId: string;
  recruitmentId: string;
}

/** POST /user/league/{leagueId}/team/{teamId}/{recruitmentId}/apply, empty body (201; 404/409 with a message). */
export function apply({ leagueId, teamId, recruitmentId }: ApplyTarget): Promise<Ok> {
  const path = `/user/league/${encodeURIComponent(leagueId)}/team/${encodeURIComponent(teamId)}/${encodeURIComponent(recruitmentId)}/apply`;
  return apiRequest(path, { method: 'POST', schema: okSchema });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: apply,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryOptions().queryKey }),
  });
}
