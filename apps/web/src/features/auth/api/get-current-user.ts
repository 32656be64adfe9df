import { currentUserResponseSchema, type User } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

/** GET /db/users/get: the signed-in user, stored whole in the auth state (SPEC §3). */
export function getCurrentUser(): Promise<User> {
  return apiRequest('/db/users/get', { schema: currentUserResponseSchema }).then((r) => r.user);
}
