import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/api-tokens/api';
import { forbidden } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the Origin names the host the request was sent to (default ports read by its scheme). */
function isRequestHost(origin: string, requestHost: string): boolean {
  try {
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${requestHost}`).host;
  } catch {
    return false; // 'null' (sandboxed frames, privacy redirects) or unreadable
  }
}

/**
 * A request signed in by a personal API token and carrying no cookie (docs/decisions/088): another site's
 * page cannot forge it, since a browser sends no Authorization header of its own, and with no cookie there
 * is no session of the browser's to ride on. The token alone signs it in (requireUser reads nothing else).
 */
function tokenOnly(request: FastifyRequest): boolean {
  return bearerToken(request) !== undefined && request.headers.cookie === undefined;
}

function fromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  if (tokenOnly(request)) return true;
  const site = request.headers['sec-fetch-site'];
  // Set by the browser itself, out of a page's reach.
  if (site === 'same-origin' || site === 'none') return true;
  if (site === 'cross-site') return false;
  const { origin } = request.headers;
  // No Origin and no Sec-Fetch-Site: not a browser (curl, scripts), or one too old to send either.
  if (origin === undefined) return site === undefined;
  // The public address, or the one the browser used (a LAN address while PUBLIC_URL names another).
  return origin === publicOrigin || isRequestHost(origin, request.host);
}

/**
 * Refuses state-changing requests sent by another site's page (403). SameSite=Lax cookies alone
 * let through a bodiless or text/plain POST from a sibling subdomain or an older browser, and a
 * cross-site sign-in needs no cookie at all (docs/decisions/008).
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || fromThisSite(request, publicOrigin)) return;
    throw forbidden(
      `This request came from another site, so it was refused to protect your account. Open Rinkside at ${publicOrigin} and try again.`,
    );
  });
}
