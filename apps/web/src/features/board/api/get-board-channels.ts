import { boardChannelsSchema, type BoardChannels } from '@rinkside/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { boardKeys } from './board-keys';

/** GET /league/{leagueId}/board/channels: the channels with their unread counts, the viewer's powers and mute. */
export function getBoardChannels(leagueId: number): Promise<BoardChannels> {
  return apiRequest(`/league/${leagueId}/board/channels`, { schema: boardChannelsSchema });
}

export const boardChannelsQueryOptions = (leagueId: number) =>
  queryOptions({
    queryKey: boardKeys.channels(leagueId),
    queryFn: () => getBoardChannels(leagueId),
    enabled: leagueId > 0,
  });

export function useBoardChannels(leagueId: number) {
  return useQuery(boardChannelsQueryOptions(leagueId));
}

/** The league menu's badge: the posts the viewer has not read in all channels (0 until known). */
export function useBoardUnread(leagueId: number, enabled: boolean): number {
  const { data } = useQuery({
    ...boardChannelsQueryOptions(leagueId),
    enabled: enabled && leagueId > 0,
    select: (board) => board.channels.reduce((sum, channel) => sum + channel.unread, 0),
  });
  return data ?? 0;
}
