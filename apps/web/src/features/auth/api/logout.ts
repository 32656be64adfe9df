import { apiRequest } from '../../../lib/http';

/** POST /auth/logout: revokes the session and clears its cookies. */
export async function logout(): Promise<void> {
  await apiRequest('/auth/logout', { method: 'POST' });
}
