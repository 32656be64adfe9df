import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type ApplicationDecision = 'accept' | 'decline';

/** POST /league/{leagueId}/applications/{applicationId}: accept (the applicant becomes GM) or decline. */
export function decideApplication(leagueId: number, applicationId: number, decision: ApplicationDecision) {
  return apiRequest(`/league/${leagueId}/applications/${applicationId}`, {
    method: 'POST',
    body: { decision },
    schema: okSchema,
  });
}

export function useDecideApplication(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, decision }: { applicationId: number; decision: ApplicationDecision }) =>
      decideApplication(leagueId, applicationId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
