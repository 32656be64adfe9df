import type { User } from '@rinkside/domain';

/** The two letters on the header's avatar: the GM name's, or the username's when there is none. */
export const userInitials = (user: Pick<User, 'gmName' | 'username'>): string =>
  (user.gmName || user.username).slice(0, 2).toUpperCase();
