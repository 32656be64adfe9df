import { checkSessionResponseSchema } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

/** GET /auth/check-session: whether the cookies still hold a session. */
export function checkSession(): Promise<boolean> {
  return apiRequest('/auth/check-session', { schema: checkSessionResponseSchema }).then((r) => r.loggedIn);
}
