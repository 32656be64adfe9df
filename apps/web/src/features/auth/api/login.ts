import type { LoginRequest } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

/** POST /auth/login: sets the session cookies; the answer body carries nothing the client needs. */
export async function login(credentials: LoginRequest): Promise<void> {
  await apiRequest('/auth/login', { method: 'POST', body: credentials });
}
