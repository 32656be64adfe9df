import { entryLevelSigningResponseSchema, type EntryLevelSigningResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/players/{playerId}/sign-entry-level: a drafted player signs his first contract. */
export function signEntryLevel(leagueId: number, playerId: number): Promise<EntryLevelSigningResponse> {
  return apiRequest(`/league/${leagueId}/players/${playerId}/sign-entry-level`, {
    method: 'POST',
    body: {},
    schema: entryLevelSigningResponseSchema,
  });
}

/** A signing moves him from the team's rights to its contracts: the rights, the team and its cap refresh. */
export function useSignEntryLevel(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => signEntryLevel(leagueId, playerId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['draft', leagueId, 'rights'] }),
        queryClient.invalidateQueries({ queryKey: ['league', leagueId, 'team'] }),
      ]),
  });
}
