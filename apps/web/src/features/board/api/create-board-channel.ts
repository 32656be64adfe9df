import { boardChannelSchema, type BoardChannel, type CreateBoardChannelRequest } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** POST /league/{leagueId}/board/channels { name, readOnly }: commissioners add a channel. */
export function createBoardChannel(
  leagueId: number,
  request: CreateBoardChannelRequest,
): Promise<BoardChannel> {
  return apiRequest(`/league/${leagueId}/board/channels`, {
    method: 'POST',
    body: request,
    schema: boardChannelSchema,
  });
}

export function useCreateBoardChannel(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateBoardChannelRequest) => createBoardChannel(leagueId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.channels(leagueId) }),
  });
}
