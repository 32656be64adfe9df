import { Group } from '@mantine/core';
import type { User } from '@rinkside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NOTIFICATIONS_QUERY_KEY } from '../../features/notifications/api/get-notifications';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useLiveMessages } from '../../features/messages/use-live-messages';
import { UserMenu } from './user-menu';

interface SignedInAccountProps {
  user: User;
  onLogout: () => void;
}

/**
 * The signed-in corner of the header: the notifications bell, the avatar menu with its unread badge,
 * and the live event stream that keeps the inbox, the bell and that badge current. It lives as long as
 * the session (the header is always shown when signed in) and arrives in its own chunk, so a visitor's
 * first download carries neither the inbox's schemas nor the stream client (docs/decisions/022).
 */
export function SignedInAccount({ user, onLogout }: SignedInAccountProps) {
  const queryClient = useQueryClient();
  const unreadCount = useUnreadCount(user.id);
  const refreshNotifications = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
    [queryClient],
  );
  // New messages, read receipts and notifications arrive live while signed in; the stream closes on sign-out.
  useLiveMessages(user.id, refreshNotifications);
  return (
    <Group gap="sm" wrap="nowrap">
      <NotificationBell />
      <UserMenu user={user} unreadCount={unreadCount} onLogout={onLogout} />
    </Group>
  );
}
