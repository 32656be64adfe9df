import { createLeagueResponseSchema, type CreateLeagueRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

export type CreateLeagueResponse = ReturnType<typeof createLeagueResponseSchema.parse>;

/** POST /league/create: the caller becomes the commissioner of the new league. */
export function createLeague(request: CreateLeagueRequest): Promise<CreateLeagueResponse> {
  return apiRequest('/league/create', { method: 'POST', body: request, schema: createLeagueResponseSchema });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    // The dashboard's 'Your Leagues' gains the new league.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leagues', 'user'] }),
  });
}
