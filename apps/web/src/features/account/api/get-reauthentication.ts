import { reauthenticationStatusSchema, type ReauthenticationStatus } from '@rinkside/domain';
import { apiRequest } from '../../../lib/http';

/**
 * GET /auth/reauthentication: whether a sensitive change would go through now. Asked right before one
 * that leaves the page (linking a provider), never cached: the answer runs out after ten minutes.
 */
export function getReauthentication(): Promise<ReauthenticationStatus> {
  return apiRequest('/auth/reauthentication', { schema: reauthenticationStatusSchema });
}
