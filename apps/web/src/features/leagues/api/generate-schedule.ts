import {
  type GenerateScheduleRequest,
  type ScheduleGamesDue,
  scheduleGamesDueSchema,
} from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/http';

/**
 * POST /league/{leagueId}/schedule/generate: a balanced regular season (commissioner). Without dates it
 * starts the day after the league day; a 409 with `gamesDueAtOnce` asks to confirm with `playPastGames`.
 */
export function generateSchedule(
  leagueId: number,
  request: GenerateScheduleRequest,
): Promise<{ created: number }> {
  return apiRequest<{ created: number }>(`/league/${leagueId}/schedule/generate`, {
    method: 'POST',
    body: request,
  });
}

/** The games a refused schedule would have played at once, when that is why it was refused. */
export function gamesDueAtOnceOf(error: unknown): Required<ScheduleGamesDue> | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = scheduleGamesDueSchema.safeParse(error.payload);
  if (!parsed.success) return null;
  const { gamesDueAtOnce, startOnOrAfter } = parsed.data;
  if (gamesDueAtOnce === undefined || startOnOrAfter === undefined) return null;
  return { ...parsed.data, gamesDueAtOnce, startOnOrAfter };
}

export function useGenerateSchedule(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: GenerateScheduleRequest) => generateSchedule(leagueId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['league', leagueId] }),
  });
}
