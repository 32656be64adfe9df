import type { BoardChannel } from '@rinkside/domain';
import { useEffect, useRef } from 'react';
import { useMarkBoardChannelRead } from './api/mark-board-channel-read';

/**
 * Marks a channel read while it is on screen: when it is opened with unread posts, and again when a post
 * arrives live while it stays open. One try per unread count, so a failing call is not repeated in a loop.
 */
export function useMarkChannelReadWhenSeen(leagueId: number, channel: BoardChannel | undefined): void {
  const { mutate } = useMarkBoardChannelRead(leagueId);
  const tried = useRef<string | null>(null);
  const id = channel?.id;
  const unread = channel?.unread ?? 0;
  useEffect(() => {
    if (id === undefined) return;
    if (unread === 0) {
      tried.current = null;
      return;
    }
    const key = `${id}:${unread}`;
    if (tried.current === key) return;
    tried.current = key;
    mutate(id);
  }, [id, unread, mutate]);
}
