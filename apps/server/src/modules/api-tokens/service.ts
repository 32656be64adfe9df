import type { createApiTokenRequestSchema } from '@rinkside/domain';
import {
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
  apiTokenExpiry,
} from '@rinkside/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { hashToken, newSecretToken } from '../../lib/secret-token';
import * as repo from './repo';

type TokenRow = Awaited<ReturnType<typeof repo.listTokens>>[number];

const present = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope as ApiTokenScope,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
  lastUsedAt: row.last_used_at,
});

/** The user's tokens, without their secrets (only the hash of each is kept). */
export async function listApiTokens(ctx: AppContext, userId: number): Promise<ApiToken[]> {
  return (await repo.listTokens(ctx.database.db, userId)).map(present);
}

/** Makes a token and returns its secret, this once: `rks_` and 32 random bytes, stored as their SHA-256. */
export async function createApiToken(
  ctx: AppContext,
  userId: number,
  request: z.output<typeof createApiTokenRequestSchema>,
): Promise<CreatedApiToken> {
  const { db, kind } = ctx.database;
  const now = ctx.now();
  const random = newSecretToken().token;
  const secret = `${API_TOKEN_PREFIX}${random}`;
  const row = await db.transaction().execute(async (trx) => {
    if (!(await repo.lockTokenOwner(trx, kind, userId))) throw notFound('Your account no longer exists.');
    if ((await repo.countLiveTokens(trx, userId, now.toISOString())) >= API_TOKENS_PER_USER) {
      throw badRequest(
        `You already have ${API_TOKENS_PER_USER} API tokens. Revoke one you no longer use, then create this one.`,
      );
    }
    return repo.insertToken(trx, {
      userId,
      name: request.name,
      scope: request.scope,
      tokenHash: hashToken(secret),
      createdAt: now.toISOString(),
      expiresAt: apiTokenExpiry(now, request.expiresInDays)?.toISOString() ?? null,
    });
  });
  return {
    message: 'Copy your token now: it is shown only this once.',
    apiToken: present(row),
    secret,
  };
}

/** Revokes one of the user's tokens: its next request gets 401. */
export async function revokeApiToken(ctx: AppContext, userId: number, id: number): Promise<void> {
  const revoked = await repo.revokeToken(ctx.database.db, { userId, id, at: ctx.now().toISOString() });
  if (!revoked) throw notFound('That API token does not exist or was already revoked.');
}
