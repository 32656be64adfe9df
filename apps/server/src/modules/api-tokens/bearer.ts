import {
  API_TOKEN_LAST_USED_INTERVAL_MS,
  API_TOKEN_PREFIX,
  type ApiTokenScope,
  apiTokenLastUseDue,
  apiTokenPermission,
  apiTokenState,
} from '@rinkside/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, forbidden, unauthorized } from '../../http/errors';
import { hashToken } from '../../lib/secret-token';
import * as repo from './repo';

const CREATE_ANOTHER = 'Create a new one in Account settings.';

/** The token an `Authorization: Bearer …` header carries; undefined without one (other schemes are not ours). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(\S*)\s*$/i.exec(header);
  return match ? (match[1] ?? '') : undefined;
}

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Signs a request in with a personal API token (docs/decisions/088): 401 for a token that is unknown,
 * revoked or expired (or whose account was deleted), 429 past the token's rate limit, 403 when its scope
 * does not cover the request (writes with a read token, account routes with any). Returns the user.
 */
export async function authenticateBearer(
  ctx: AppContext,
  request: FastifyRequest,
  secret: string,
): Promise<{ userId: number; tokenId: number; scope: ApiTokenScope }> {
  if (!secret.startsWith(API_TOKEN_PREFIX)) {
    throw unauthorized(
      `That is not a Rinkside API token (they start with "${API_TOKEN_PREFIX}"). ${CREATE_ANOTHER}`,
    );
  }
  const { db } = ctx.database;
  const token = await repo.findTokenByHash(db, hashToken(secret));
  if (!token) throw unauthorized(`That API token is not valid. ${CREATE_ANOTHER}`);
  const now = ctx.now();
  const state = apiTokenState(
    {
      expiresAt: token.expires_at === null ? null : new Date(token.expires_at),
      revokedAt: token.revoked_at === null ? null : new Date(token.revoked_at),
    },
    now,
  );
  if (state === 'revoked') throw unauthorized(`This API token was revoked. ${CREATE_ANOTHER}`);
  if (state === 'expired') {
    throw unauthorized(`This API token expired on ${dayOf(token.expires_at ?? '')}. ${CREATE_ANOTHER}`);
  }

  const { API_TOKEN_RATE_LIMIT: max, API_TOKEN_RATE_WINDOW_SECONDS: seconds } = ctx.config;
  const waitMs = ctx.memory.apiTokenRequests.take(token.id, now.getTime(), { max, windowMs: seconds * 1000 });
  if (waitMs > 0) {
    throw new HttpError(
      429,
      `This API token made more than ${max} requests in ${seconds} seconds. Please wait ${Math.ceil(waitMs / 1000)} seconds and try again.`,
    );
  }

  const scope = token.scope === 'write' ? 'write' : 'read';
  const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  const permission = apiTokenPermission(scope, request.method, route);
  if (permission === 'account-route') {
    throw forbidden(
      'API tokens cannot be used for account settings, sign-in, sessions or API tokens. Sign in to Rinkside to do this.',
    );
  }
  if (permission === 'read-only') {
    throw forbidden(
      'This API token may only read (its scope is "read"). Create a token with the "write" scope to make changes.',
    );
  }

  const lastUsedAt = token.last_used_at === null ? null : new Date(token.last_used_at);
  if (apiTokenLastUseDue(lastUsedAt, now)) {
    const since = new Date(now.getTime() - API_TOKEN_LAST_USED_INTERVAL_MS).toISOString();
    await repo.recordTokenUse(db, { id: token.id, at: now.toISOString(), since });
  }
  return { userId: token.user_id, tokenId: token.id, scope };
}
