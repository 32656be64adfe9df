import { liveEventSchema } from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../lib/http';
import { openEventStream } from '../../lib/event-stream';
import { applyAdvanceEvent } from '../../lib/queries/get-latest-advance';
import { INBOX_QUERY_KEY } from './api/get-inbox';
import { applyLiveEvent } from './inbox-cache';

const LIVE_EVENTS = ['message', 'read', 'notification', 'draft', 'advance', 'board'] as const;

/**
 * While signed in, GET /events pushes new messages and read receipts into the inbox cache, so the
 * inbox and the header's unread badge update within a second. Closes when the user signs out.
 * The server ends the stream when the access token expires; the stream refreshes and reopens
 * by itself (lib/event-stream), and `onOpen` then fetches anything sent in between.
 * The same stream says when a notification arrived: `onNotification`, also on every (re)connect.
 */
export function useLiveMessages(userId: number | undefined, onNotification?: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (userId === undefined) return;
    return openEventStream({
      url: `${API_BASE}/events`,
      events: LIVE_EVENTS,
      onEvent: (_type, data) => {
        const event = liveEventSchema.safeParse(data);
        if (!event.success) console.warn('Ignored an unexpected live event', data);
        else if (event.data.type === 'notification') onNotification?.();
        // A draft moved on: its room, class and queue read again (the draft feature's ['draft', leagueId] keys).
        else if (event.data.type === 'draft')
          void queryClient.invalidateQueries({ queryKey: ['draft', event.data.leagueId] });
        else if (event.data.type === 'advance') void applyAdvanceEvent(queryClient, event.data);
        // The league board changed: its lists read again (the ['board', leagueId] keys).
        else if (event.data.type === 'board')
          void queryClient.invalidateQueries({ queryKey: ['board', event.data.leagueId] });
        else applyLiveEvent(queryClient, event.data);
      },
      // Catch up on anything sent while the stream was down (or before it opened).
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: INBOX_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['draft'] });
        void queryClient.invalidateQueries({ queryKey: ['board'] });
        onNotification?.();
      },
    });
  }, [userId, queryClient, onNotification]);
}
