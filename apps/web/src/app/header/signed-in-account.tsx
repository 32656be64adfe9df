import type { User } from '@rinkside/domain';
import { useUnreadCount } from '../../features/messages/api/get-unread-count';
import { useLiveMessages } from '../../features/messages/use-live-messages';
import { UserMenu } from './user-menu';

interface SignedInAccountProps {
  user: User;
  onLogout: () => void;
}

/**
 * The signed-in corner of the header: the avatar menu with its unread badge, and the live event stream
 * that keeps the inbox and that badge current. It lives as long as the session (the header is always
 * shown when signed in) and arrives in its own chunk, so a visitor's first download carries neither the
 * inbox's schemas nor the stream client (docs/decisions/022).
 */
export function SignedInAccount({ user, onLogout }: SignedInAccountProps) {
  const unreadCount = useUnreadCount(user.id);
  // New messages and read receipts arrive live while signed in; the stream closes on sign-out.
  useLiveMessages(user.id);
  return <UserMenu user={user} unreadCount={unreadCount} onLogout={onLogout} />;
}
