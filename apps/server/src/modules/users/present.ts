import { DELETED_USER_NAME, type User } from '@rinkside/domain';
import type { UserRow } from './repo';

/** The signed-in user's own view of their account (the only place their e-mail appears). */
export function presentOwnUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    gmName: row.gm_name,
    favoriteTeam: row.favorite_team,
    emailVerified: row.email_verified_at !== null,
    registeredAt: row.created_at,
  };
}

/** The name others see for a user: the username, or DELETED_USER_NAME once the account is deleted. */
export function shownUsername(username: string, deletedAt: string | null): string {
  return deletedAt === null ? username : DELETED_USER_NAME;
}
