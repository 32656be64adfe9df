import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

export interface NewApiToken {
  userId: number;
  name: string;
  scope: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string | null;
}

const LISTED = ['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'] as const;

/** The user's tokens not revoked, newest first; expired ones stay listed until revoked. */
export function listTokens(db: Db, userId: number) {
  return db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Holds the user's row until the transaction ends, so two new tokens at once are counted one after the other. */
export async function lockTokenOwner(db: Db, kind: DatabaseKind, userId: number): Promise<boolean> {
  const query = db.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null);
  return (await (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** How many of the user's tokens are live at `now`: neither revoked nor expired. */
export async function countLiveTokens(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom('api_tokens')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertToken(db: Db, token: NewApiToken) {
  return db
    .insertInto('api_tokens')
    .values({
      user_id: token.userId,
      name: token.name,
      scope: token.scope,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
    })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

/** Revokes one of the user's tokens; false when the user has no such token not revoked already. */
export async function revokeToken(db: Db, { userId, id, at }: { userId: number; id: number; at: string }) {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The token with this hash, if its user's account still exists. */
export function findTokenByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select([
      'api_tokens.id',
      'api_tokens.user_id',
      'api_tokens.scope',
      'api_tokens.expires_at',
      'api_tokens.last_used_at',
      'api_tokens.revoked_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Writes a use, unless one at `since` or later is written already: the condition keeps several processes
 * from writing the same minute twice.
 */
export async function recordTokenUse(db: Db, { id, at, since }: { id: number; at: string; since: string }) {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', since)]))
    .execute();
}
