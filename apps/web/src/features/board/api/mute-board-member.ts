import { boardMuteSchema, type BoardMute, type BoardMuteRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** POST /league/{leagueId}/board/mutes { userId, until }: a commissioner mutes a GM until a time (null lifts it). */
export function muteBoardMember(leagueId: number, request: BoardMuteRequest): Promise<BoardMute> {
  return apiRequest(`/league/${leagueId}/board/mutes`, {
    method: 'POST',
    body: request,
    schema: boardMuteSchema,
  });
}

export function useMuteBoardMember(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BoardMuteRequest) => muteBoardMember(leagueId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.all(leagueId) }),
  });
}
