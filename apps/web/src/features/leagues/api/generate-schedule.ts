import { type GenerateScheduleRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** POST /league/{leagueId}/schedule/generate: a balanced regular season (commissioner). */
export function generateSchedule(
  leagueId: number,
  request: GenerateScheduleRequest,
): Promise<{ created: number }> {
  return apiRequest<{ created: number }>(`/league/${leagueId}/schedule/generate`, {
    method: 'POST',
    body: request,
  });
}

export function useGenerateSchedule(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GenerateScheduleRequest) => generateSchedule(leagueId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
