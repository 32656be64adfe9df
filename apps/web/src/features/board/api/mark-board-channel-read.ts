import { okSchema, type Ok } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** POST /league/{leagueId}/board/channels/{channelId}/read: the channel's unread count becomes 0. */
export function markBoardChannelRead(leagueId: number, channelId: number): Promise<Ok> {
  return apiRequest(`/league/${leagueId}/board/channels/${channelId}/read`, {
    method: 'POST',
    schema: okSchema,
  });
}

/**
 * Marks a channel read; only the channels (their counts, the menu's badge) read again: the open lists
 * stay as they are, so reading them again cannot mark the channel read in a loop.
 */
export function useMarkBoardChannelRead(leagueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: number) => markBoardChannelRead(leagueId, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKeys.channels(leagueId) }),
    // Failing to mark leaves the badge as it was: nothing the reader must act on.
    onError: (error) => console.warn('Could not mark the board channel read', error),
  });
}
