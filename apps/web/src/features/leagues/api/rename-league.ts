import { okSchema } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** PUT /league/{leagueId}/name (commissioner). */
export function renameLeague(leagueId: number, name: string) {
  return apiRequest(`/league/${leagueId}/name`, { method: 'PUT', body: { name }, schema: okSchema });
}

export function useRenameLeague(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameLeague(leagueId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
