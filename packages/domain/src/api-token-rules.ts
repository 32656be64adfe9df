import type { ApiTokenScope } from './api-tokens';

// The rules of personal API tokens (docs/decisions/088): which requests a token may make, whether it still
// works, and when its last use is written. The server gathers the facts and applies the answer.

/** Methods that change nothing: all a `read` token may use. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Routes no token opens, whatever its scope: signing in and out, sessions, password, e-mail, linked
 * accounts, deleting the account (and the list of leagues that flow hands over), notification settings,
 * the token routes themselves, and the browser's live stream. A prefix covers its sub-paths.
 */
export const ACCOUNT_ROUTE_PREFIXES = [
  '/api/auth',
  '/api/db',
  '/api/user/password',
  '/api/user/email',
  '/api/user/email-change',
  '/api/user/identities',
  '/api/user/tokens',
  '/api/user/commissioned-leagues',
  '/api/notifications/preferences',
  '/api/events',
] as const;
/** Account routes matched exactly: DELETE /api/user deletes the account, PUT /api/user/profile edits it. */
export const ACCOUNT_ROUTES_EXACT = ['/api/user', '/api/user/profile'] as const;

/** Whether `route` (a route pattern such as `/api/user/tokens/:id`) is an account route. */
export function isAccountRoute(route: string): boolean {
  const path = route.length > 1 ? route.replace(/\/+$/, '') : route;
  if ((ACCOUNT_ROUTES_EXACT as readonly string[]).includes(path)) return true;
  return ACCOUNT_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export type ApiTokenPermission = 'allowed' | 'account-route' | 'read-only';

/** May a token of `scope` make a `method` request on `route`? Account routes first: no scope opens them. */
export function apiTokenPermission(scope: ApiTokenScope, method: string, route: string): ApiTokenPermission {
  if (isAccountRoute(route)) return 'account-route';
  if (scope === 'read' && !SAFE_METHODS.has(method.toUpperCase())) return 'read-only';
  return 'allowed';
}

export interface ApiTokenLife {
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export type ApiTokenState = 'live' | 'revoked' | 'expired';

/** A token works until it is revoked or until its expiry time (at that instant it has expired). */
export function apiTokenState(token: ApiTokenLife, now: Date): ApiTokenState {
  if (token.revokedAt !== null) return 'revoked';
  if (token.expiresAt !== null && token.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}

/** A token's last use is written at most this often, so a busy bot does not write on every request. */
export const API_TOKEN_LAST_USED_INTERVAL_MS = 60_000;

/** Whether a use at `now` is worth writing: never written, or written a full interval ago or more. */
export function apiTokenLastUseDue(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= API_TOKEN_LAST_USED_INTERVAL_MS;
}

/** When a token made at `createdAt` for `days` days expires; null days never. */
export function apiTokenExpiry(createdAt: Date, days: number | null): Date | null {
  return days === null ? null : new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}
