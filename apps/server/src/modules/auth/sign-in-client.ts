import { approximateIp } from '@rinkside/domain';
import type { FastifyRequest } from 'fastify';
import type { SignInClient } from './session-repo';

// The column's width; a longer User-Agent is nobody's real browser.
const USER_AGENT_MAX = 300;

/** What the sessions list will show of the browser making this request. */
export function signInClient(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX).replaceAll('\u0000', '');
  return { userAgent: userAgent || null, approximateIp: approximateIp(request.ip) };
}
